import { MAX_NEAR_PASS_PERCENT, MAX_SCHOOL_LENGTH } from '@abacus/contract';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/** The school printed on the certificates, in the field `school`: left empty, none. */
export function SchoolField() {
  const { t } = useTranslation('grading');
  return (
    <Form.Item label={t('form.school')} name="school" extra={t('form.schoolExtra')}>
      <Input maxLength={MAX_SCHOOL_LENGTH} />
    </Form.Item>
  );
}

/** How far below a pass mark a score counts as a near pass, in the field `nearPassPercent`. */
export function NearPassPercentField() {
  const { t } = useTranslation('grading');
  return (
    <Form.Item
      label={t('form.nearPassPercent')}
      name="nearPassPercent"
      extra={t('form.nearPassPercentExtra')}
      rules={[
        {
          required: true,
          type: 'number',
          min: 0,
          max: MAX_NEAR_PASS_PERCENT,
          message: t('form.nearPassRange', { most: formatNumber(MAX_NEAR_PASS_PERCENT) }),
        },
      ]}
    >
      <InputNumber min={0} max={MAX_NEAR_PASS_PERCENT} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}
