import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuilderValues } from '../builder-settings';
import { skillInWords } from '@/lib/skill-words';
import { focusChoices } from '../focus-skills';

/**
 * The formulas (or table facts) every question practises, for a drill of an abacus method or a × ÷ drill:
 * the ones a class has not mastered yet, chosen by name ("+7 with a big friend").
 */
export function FocusField({ values }: { values: BuilderValues }) {
  const { t } = useTranslation('examBuilder');
  const choices = focusChoices(values);
  if (choices.length === 0) return null;
  return (
    <Form.Item label={t('focus.label')} name="focus" extra={t('focus.help')}>
      <Select
        mode="multiple"
        allowClear
        placeholder={t('focus.placeholder')}
        options={choices.map((skill) => ({ value: skill, label: skillInWords(skill) }))}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Form.Item>
  );
}
