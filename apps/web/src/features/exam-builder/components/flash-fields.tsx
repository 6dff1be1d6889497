import {
  MAX_FLASH_GAP_MS,
  MAX_FLASH_INTERVAL_MS,
  MIN_FLASH_GAP_MS,
  MIN_FLASH_INTERVAL_MS,
} from '@abacus/contract';
import { Checkbox, Col, Form, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { flashDurationMs } from '@/lib/flash-schedule';
import { formatNumber } from '@/lib/format';
import type { BuilderValues } from '../builder-settings';

/**
 * Flash anzan: how long each number shows (0 is no interval but a written exam: the form's way of
 * leaving flash anzan off), the blank after it, signs and counter, and how long a question's numbers
 * take, worked out as the teacher types.
 */
export function FlashFields({ values }: { values: BuilderValues }) {
  const { t } = useTranslation('examBuilder');
  const on = values.flashIntervalMs > 0;
  const seconds = flashDurationMs(values.maxTerms, {
    intervalMs: values.flashIntervalMs,
    gapMs: values.flashGapMs,
  });
  return (
    <>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item
            label={t('flash.interval')}
            name="flashIntervalMs"
            extra={t('flash.intervalNote', { min: formatNumber(MIN_FLASH_INTERVAL_MS) })}
            rules={[
              {
                validator: (_, value: number | null) =>
                  value === null || value === 0 || value >= MIN_FLASH_INTERVAL_MS
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(t('flash.tooFast', { min: formatNumber(MIN_FLASH_INTERVAL_MS) })),
                      ),
              },
            ]}
          >
            <InputNumber
              min={0}
              max={MAX_FLASH_INTERVAL_MS}
              step={50}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        {on && (
          <Col xs={12} sm={8}>
            <Form.Item label={t('flash.gap')} name="flashGapMs" extra={t('flash.gapNote')}>
              <InputNumber
                min={MIN_FLASH_GAP_MS}
                max={MAX_FLASH_GAP_MS}
                step={10}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      {on && (
        <>
          <Form.Item name="flashShowSign" valuePropName="checked" extra={t('flash.showSignNote')}>
            <Checkbox>{t('flash.showSign')}</Checkbox>
          </Form.Item>
          <Form.Item name="flashShowCounter" valuePropName="checked">
            <Checkbox>{t('flash.showCounter', { total: formatNumber(values.maxTerms) })}</Checkbox>
          </Form.Item>
          <Typography.Paragraph strong>
            {t('flash.duration', {
              count: values.maxTerms,
              numbers: formatNumber(values.maxTerms),
              seconds: formatNumber(seconds / 1000),
            })}
          </Typography.Paragraph>
        </>
      )}
    </>
  );
}
