import { MAX_LISTENING_NUMBERS_PER_MINUTE, MIN_LISTENING_NUMBERS_PER_MINUTE } from '@abacus/contract';
import { Col, Form, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { BuilderValues } from '../builder-settings';

/** A minute's worth of milliseconds: the pace of listening sums is said in numbers a minute. */
const MINUTE_MS = 60_000;

/**
 * Listening sums: how many numbers a minute are read aloud (0: none, the numbers are shown), and about how
 * long a question's numbers take. Turning it on turns flash anzan off (withChanges): a number is either
 * seen or heard.
 */
export function ListeningField({ values }: { values: BuilderValues }) {
  const { t } = useTranslation('examBuilder');
  const pace = values.listeningNumbersPerMinute;
  const bounds = {
    min: formatNumber(MIN_LISTENING_NUMBERS_PER_MINUTE),
    max: formatNumber(MAX_LISTENING_NUMBERS_PER_MINUTE),
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
