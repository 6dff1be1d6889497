import { Form, Input, Select, type FormRule } from 'antd';
import {
  emailProblem,
  fullnameProblem,
  passwordProblem,
  phoneProblem,
  usernameProblem,
} from '../student-fields';
import { GRADES } from '../roster-filters';

const GRADE_OPTIONS = GRADES.map((grade) => ({ value: grade, label: String(grade) }));

/** An antd rule from one of the API's field checks. */
const checked = (problem: (value: string) => string | null): FormRule => ({
  validator: (_, value: unknown) => {
    const found = problem(typeof value === 'string' ? value : '');
    return found === null ? Promise.resolve() : Promise.reject(new Error(found));
  },
});

const picked = (message: string): FormRule[] => [{ required: true, message }];

// The teacher types someone else's details: the browser must not offer the teacher's own.
const NOT_MINE = 'off';

export function FullnameField() {
  return (
    <Form.Item label="Full name" name="fullname" rules={[checked(fullnameProblem)]}>
      <Input autoComplete={NOT_MINE} maxLength={100} />
    </Form.Item>
  );
}

export function UsernameField() {
  return (
    <Form.Item
      label="Username"
      name="username"
      extra="The student signs in with it. Letters, digits, _ . or -"
      rules={[checked(usernameProblem)]}
    >
      <Input autoComplete={NOT_MINE} autoCapitalize="none" spellCheck={false} maxLength={30} />
    </Form.Item>
  );
}

export function EmailField() {
  return (
    <Form.Item label="Email" name="email" rules={[checked(emailProblem)]}>
      <Input
        inputMode="email"
        autoComplete={NOT_MINE}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
      />
    </Form.Item>
  );
}

export function PhoneField() {
  return (
    <Form.Item
      label="Phone number"
      name="phone_no"
      extra="10 to 15 digits, e.g. +919876543210"
      rules={[checked(phoneProblem)]}
    >
      <Input type="tel" autoComplete={NOT_MINE} maxLength={16} />
    </Form.Item>
  );
}

export function ClassField() {
  return (
    <Form.Item label="Class" name="sclass" rules={picked('Please pick the class.')}>
      <Select options={GRADE_OPTIONS} showSearch placeholder="Pick" />
    </Form.Item>
  );
}

export function LevelField() {
  return (
    <Form.Item label="Abacus level" name="level" rules={picked('Please pick the abacus level.')}>
      <Select options={GRADE_OPTIONS} showSearch placeholder="Pick" />
    </Form.Item>
  );
}

/** A password for someone else, so it is never the teacher's own one that the browser fills in. */
export function PasswordField({ label, extra }: { label: string; extra: string }) {
  return (
    <Form.Item label={label} name="password" extra={extra} rules={[checked(passwordProblem)]}>
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}

/** The password typed a second time, which must be the same. */
export function RepeatPasswordField({ label }: { label: string }) {
  return (
    <Form.Item
      label={label}
      name="repeatPassword"
      dependencies={['password']}
      rules={[
        { required: true, message: 'Please type the password again.' },
        ({ getFieldValue }) => ({
          validator: (_, value: unknown) =>
            !value || getFieldValue('password') === value
              ? Promise.resolve()
              : Promise.reject(new Error('The two passwords are not the same.')),
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}
