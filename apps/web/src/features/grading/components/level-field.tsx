import { GRADES } from '@abacus/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/** The level a new grading is for, typed or picked: whose children sit it. */
export function LevelField() {
  const { t } = useTranslation('grading');
  const options = GRADES.map((level) => ({
    value: level,
    label: t('facts.level', { level: formatNumber(level) }),
  }));
  return (
    <Form.Item
      label={t('form.level')}
      name="level"
      rules={[{ required: true, message: t('form.pickLevel') }]}
    >
      <Select options={options} showSearch={{ optionFilterProp: 'label' }} />
    </Form.Item>
  );
}
