import { GRADES } from '@abacus/contract';
import { Form, Select } from 'antd';
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
  return (
    <Form.Item
      label={optional ? `${label} (optional)` : label}
      name={name}
      rules={optional ? [] : [required(missing)]}
      extra={extra}
    >
      <Select
        options={GRADE_OPTIONS}
        aria-label={label}
        placeholder={optional ? 'Not sure' : 'Pick'}
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
export const ClassField = ({ person = 'self', extra, optional }: ClassAndLevelProps) => (
  <GradeField
    name="sclass"
    label="Class"
    missing={person === 'self' ? 'Please pick your class' : 'Please pick the class'}
    extra={extra}
    optional={optional}
  />
);

/** The abacus level a student learns at, which decides the exams they see. */
export const LevelField = ({ person = 'self', extra, optional }: ClassAndLevelProps) => (
  <GradeField
    name="level"
    label="Abacus level"
    missing={person === 'self' ? 'Please pick your level' : 'Please pick the abacus level'}
    extra={extra}
    optional={optional}
  />
);
