import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuilderValues } from '../builder-settings';

/** The longest numbers the settings give, by their digits: zeros go inside numbers of two or more. */
function longestDigits({ digits, operandDigits, maxNumber }: BuilderValues): number {
  if (operandDigits) return Math.max(operandDigits.left, operandDigits.right);
  return digits ? digits.max : String(maxNumber).length;
}

export function ZerosField({ values }: { values: BuilderValues }) {
  const { t } = useTranslation('examBuilder');
  const tooShort = longestDigits(values) < 2;
  return (
    <Form.Item
      name="zeros"
      valuePropName="checked"
      extra={tooShort ? t('zeros.tooShort') : t('zeros.aboutHalf')}
    >
      <Checkbox disabled={tooShort && !values.zeros}>{t('zeros.label')}</Checkbox>
    </Form.Item>
  );
}
