import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormApiErrors } from '@/hooks/use-form-api-errors';
import type { Role } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';

interface SignInValues {
  username: string;
  password: string;
}

const FIELDS = ['username', 'password'] as const;

const ROLE_OPTIONS = [
  { value: 'student', label: 'Student' },
  { value: 'teacher', label: 'Teacher' },
] satisfies { value: Role; label: string }[];

/**
 * Username and password, for a student or a teacher: the switch on top says which. Once signed in,
 * the session changes and the screen moves on.
 */
export function SignInForm() {
  const [form] = Form.useForm<SignInValues>();
  const [role, setRole] = useState<Role>('student');
  const signIn = useSignIn();
  const errors = useFormApiErrors(form, FIELDS);

  const submit = ({ username, password }: SignInValues) => {
    errors.clear();
    signIn.mutate({ role, username: username.trim(), password }, { onError: errors.show });
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} size="large">
      <Form.Item label="Who are you?">
        {/* Native radios: one tab stop, the arrow keys switch. */}
        <Radio.Group
          block
          optionType="button"
          buttonStyle="solid"
          aria-label="Who are you?"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        />
      </Form.Item>
      <Form.Item
        label="Username"
        name="username"
        rules={[{ required: true, whitespace: true, message: 'Please type your username' }]}
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: 'Please type your password' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {errors.alert && (
        <Form.Item>
          <ApiErrorAlert error={errors.alert.error} details={errors.alert.details} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
        Sign in
      </Button>
    </Form>
  );
}
