import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuilderValues } from '../builder-settings';

/** A sum that goes below zero, kept on one line. */
const BELOW_ZERO = '3\u00a0−\u00a08\u00a0+\u00a02\u00a0=\u00a0−3';

/**
 * Not with abacus moves, which the generator refuses it with: shut while a method is chosen, unless already
 * ticked (then the preview says why, and it can be unticked).
 */
export function NegativeAnswersField({ values }: { values: BuilderValues }) {
  const { t } = useTranslation('examBuilder');
  const withMethod = values.abacusMethod !== 'none';
  const note = withMethod ? t('negative.notWithMoves') : t('negative.upperGrades', { example: BELOW_ZERO });
  return (
    <Form.Item name="negativeAnswers" valuePropName="checked" extra={note}>
      <Checkbox disabled={withMethod && !values.negativeAnswers}>{t('negative.label')}</Checkbox>
    </Form.Item>
  );
}
