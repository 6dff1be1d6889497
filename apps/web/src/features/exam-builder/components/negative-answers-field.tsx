import { SETTING_BOUNDS } from '@abacus/generator';
import { Checkbox, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuilderValues } from '../builder-settings';

/** A sum that goes below zero, kept on one line. */
const BELOW_ZERO = '3\u00a0−\u00a08\u00a0+\u00a02\u00a0=\u00a0−3';

/**
 * Not with abacus moves, which the generator refuses it with: shut while a method is chosen, unless already
 * ticked (then the preview says why, and it can be unticked). Ticked, the share of answers below zero.
 */
export function NegativeAnswersField({ values }: { values: BuilderValues }) {
  const { t } = useTranslation('examBuilder');
  const withMethod = values.abacusMethod !== 'none';
  const note = withMethod ? t('negative.notWithMoves') : t('negative.upperGrades', { example: BELOW_ZERO });
  const { min, max } = SETTING_BOUNDS.negativeShare;
  return (
    <>
      <Form.Item name="negativeAnswers" valuePropName="checked" extra={note}>
        <Checkbox disabled={withMethod && !values.negativeAnswers}>{t('negative.label')}</Checkbox>
      </Form.Item>
      {values.negativeAnswers && (
        <Form.Item label={t('negative.share')} name="negativeShare" extra={t('negative.shareNote')}>
          <InputNumber min={min} max={max} step={5} precision={0} suffix="%" style={{ width: 120 }} />
        </Form.Item>
      )}
    </>
  );
}
