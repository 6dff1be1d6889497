import {
  fastestListeningPace,
  MAX_LISTENING_NUMBERS_PER_MINUTE,
  MIN_LISTENING_NUMBERS_PER_MINUTE,
  typicalTermSeconds,
} from '@abacus/contract';
import { Col, Form, InputNumber, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { BuilderValues } from '../builder-settings';

/** A minute's worth of milliseconds: the pace of listening sums is said in numbers a minute. */
const MINUTE_MS = 60_000;

/** How long one of these rows' numbers takes to say, and so the fastest pace they can be read at (as the API checks). */
function useSpokenLength({ digits, minNumber, maxNumber, operators }: BuilderValues) {
  return useMemo(() => {
    const numbers = digits ? { digits } : { min: minNumber, max: Math.max(minNumber, maxNumber) };
    const adding = operators.filter(
      (operator): operator is '+' | '-' => operator === '+' || operator === '-',
    );
    const seconds = typicalTermSeconds(numbers, adding);
    return { seconds, fastest: fastestListeningPace(seconds) };
  }, [digits, minNumber, maxNumber, operators]);
}

/**
 * Listening sums: how many numbers a minute are read aloud (0: none, the numbers are shown), how long each
 * number takes a voice to say and so the fastest pace there is, and about how long a question's numbers
 * take. Turning it on turns flash anzan off (withChanges): a number is either seen or heard.
 */
export function ListeningField({ values }: { values: BuilderValues }) {
  const { t } = useTranslation('examBuilder');
  const pace = values.listeningNumbersPerMinute;
  const bounds = {
    min: formatNumber(MIN_LISTENING_NUMBERS_PER_MINUTE),
    max: formatNumber(MAX_LISTENING_NUMBERS_PER_MINUTE),
  };
  const spoken = useSpokenLength(values);
  const spokenWords = {
    seconds: formatNumber(spoken.seconds, 1),
    fastest: formatNumber(spoken.fastest),
  };
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={16}>
          <Form.Item
            label={t('listening.pace')}
            name="listeningNumbersPerMinute"
            extra={t('listening.paceNote', bounds)}
            rules={[
              {
                validator: (_, value: number | null) =>
                  value === null || value === 0 || value >= MIN_LISTENING_NUMBERS_PER_MINUTE
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('listening.tooSlow', bounds))),
              },
              {
                validator: (_, value: number | null) =>
                  value === null || value <= spoken.fastest
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('listening.tooFast', spokenWords))),
              },
            ]}
          >
            <InputNumber
              min={0}
              max={MAX_LISTENING_NUMBERS_PER_MINUTE}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      {pace >= MIN_LISTENING_NUMBERS_PER_MINUTE && (
        <Typography.Paragraph>{t('listening.spokenLength', spokenWords)}</Typography.Paragraph>
      )}
      {pace >= MIN_LISTENING_NUMBERS_PER_MINUTE && (
        <Typography.Paragraph strong>
          {t('listening.duration', {
            count: values.maxTerms,
            numbers: formatNumber(values.maxTerms),
            seconds: formatNumber(Math.round((values.maxTerms * MINUTE_MS) / pace / 1000)),
          })}
        </Typography.Paragraph>
      )}
    </>
  );
}
