import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordSchema } from '@abacus/contract';
import { Form, Input } from 'antd';
import { checkedAs, required } from '@/lib/form-rules';

interface NewPasswordFieldProps {
  label?: string;
  /** Said after the rule, e.g. what to do with a password chosen for someone else. */
  note?: string;
}

/** A password being chosen: never one the browser has saved, which would be the signed-in person's own. */
export function NewPasswordField({ label = 'Password', note }: NewPasswordFieldProps) {
  return (
    <Form.Item
      label={label}
      name="password"
      extra={[`At least ${MIN_PASSWORD_LENGTH} characters.`, note].filter(Boolean).join(' ')}
      rules={[required('Please choose a password'), ...checkedAs(passwordSchema)]}
    >
      <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />
    </Form.Item>
  );
}

/** The new password typed a second time, which must be the same. */
export function RepeatPasswordField({ label }: { label: string }) {
  return (
    <Form.Item
      label={label}
      name="repeatPassword"
      dependencies={['password']}
      rules={[
        required('Please type the password again'),
        ({ getFieldValue }) => ({
          validator: (_, value: unknown) =>
            !value || getFieldValue('password') === value
              ? Promise.resolve()
              : Promise.reject(new Error('The two passwords are not the same')),
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />
    </Form.Item>
  );
}

/** The password the person uses now, as the browser may have saved it: what a change of password needs. */
export function CurrentPasswordField() {
  return (
    <Form.Item
      label="Current password"
      name="currentPassword"
      rules={[required('Please type the password you use now')]}
    >
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
}
