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
}

function GradeField({ name, label, missing, extra }: GradeFieldProps) {
  return (
    <Form.Item label={label} name={name} rules={[required(missing)]} extra={extra}>
      <Select options={GRADE_OPTIONS} aria-label={label} placeholder="Pick" showSearch />
    </Form.Item>
  );
}

/** The class (school grade) a student is in. */
export const ClassField = ({ person = 'self' }: { person?: Person }) => (
  <GradeField
    name="sclass"
    label="Class"
    missing={person === 'self' ? 'Please pick your class' : 'Please pick the class'}
  />
);

/** The abacus level a student learns at, which decides the exams they see. */
export const LevelField = ({ person = 'self', extra }: { person?: Person; extra?: string }) => (
  <GradeField
    name="level"
    label="Abacus level"
    missing={person === 'self' ? 'Please pick your level' : 'Please pick the abacus level'}
    extra={extra}
  />
);
