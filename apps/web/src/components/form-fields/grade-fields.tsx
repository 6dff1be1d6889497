import { GRADES } from '@abacus/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { required } from '@/lib/form-rules';
import type { Person } from './person';

const GRADE_OPTIONS = GRADES.map((grade) => ({ value: grade, label: String(grade) }));

interface GradeFieldProps {
  name: 'sclass' | 'level';
  label: string;
  missing: string;
  /** Said under the list, e.g. who checks what is picked. */
  extra?: string;
  /** May be left empty (a child joining leaves class and level to the teacher). */
  optional?: boolean;
}

function GradeField({ name, label, missing, extra, optional = false }: GradeFieldProps) {
  const { t } = useTranslation('shared');
  return (
    <Form.Item
      label={optional ? t('grade.optional', { label }) : label}
      name={name}
      rules={optional ? [] : [required(missing)]}
      extra={extra}
    >
      <Select
        options={GRADE_OPTIONS}
        aria-label={label}
        placeholder={optional ? t('grade.notSure') : t('grade.pick')}
        showSearch
        allowClear={optional}
      />
    </Form.Item>
  );
}

interface ClassAndLevelProps {
  person?: Person;
  extra?: string;
  optional?: boolean;
}

/** The class (school grade) a student is in. */
export function ClassField({ person = 'self', extra, optional }: ClassAndLevelProps) {
  const { t } = useTranslation('shared');
  return (
    <GradeField
      name="sclass"
      label={t('grade.class')}
      missing={person === 'self' ? t('grade.pickYourClass') : t('grade.pickTheClass')}
      extra={extra}
      optional={optional}
    />
  );
}

/** The abacus level a student learns at, which decides the exams they see. */
export function LevelField({ person = 'self', extra, optional }: ClassAndLevelProps) {
  const { t } = useTranslation('shared');
  return (
    <GradeField
      name="level"
      label={t('grade.level')}
      missing={person === 'self' ? t('grade.pickYourLevel') : t('grade.pickTheLevel')}
      extra={extra}
      optional={optional}
    />
  );
}
