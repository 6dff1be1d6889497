import { GRADES } from '@abacus/contract';
import { Form, Select } from 'antd';
import { required } from '@/lib/form-rules';
import type { Person } from './person';

const GRADE_OPTIONS = GRADES.map((grade) => ({ value: grade, label: String(grade) }));

interface GradeFieldProps {
  name: 'sclass' | 'level';
  label: string;
  missing: string;
}

function GradeField({ name, label, missing }: GradeFieldProps) {
  return (
    <Form.Item label={label} name={name} rules={[required(missing)]}>
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
export const LevelField = ({ person = 'self' }: { person?: Person }) => (
  <GradeField
    name="level"
    label="Abacus level"
    missing={person === 'self' ? 'Please pick your level' : 'Please pick the abacus level'}
  />
);
