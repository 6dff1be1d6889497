import { SETTING_BOUNDS } from '@abacus/generator';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { type BuilderValues, totalDigitsApply } from '../builder-settings';

/**
 * "4 rows, 6 digits in all", as Zenshuren sets its lower kyu: asked where rows of more than one length are
 * each the same count of rows; left empty, each row's length is drawn alone.
 */
export function TotalDigitsField({ values }: { values: BuilderValues }) {
  const { t } = useTranslation('examBuilder');
  if (!totalDigitsApply(values) || values.digits === null) return null;
  const rows = values.maxTerms;
  const fewest = rows * values.digits.min;
  const most = rows * values.digits.max;
  const extra =
    values.totalDigits === null
      ? t('totalDigits.any', { fewest, most })
      : t('totalDigits.inAll', { count: rows, digits: values.totalDigits });
  return (
    <Form.Item label={t('totalDigits.label')} name="totalDigits" extra={extra}>
      <InputNumber
        min={Math.max(fewest, SETTING_BOUNDS.totalDigits.min)}
        max={Math.min(most, SETTING_BOUNDS.totalDigits.max)}
        precision={0}
        style={{ width: 120 }}
      />
    </Form.Item>
  );
}
