import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormApiErrors } from '@/hooks/use-form-api-errors';
import type { Role } from '@/lib/api-client';
import { useChangePassword } from '../api/update-profile';

interface PasswordValues {
  currentPassword: string;
  password: string;
  repeatPassword: string;
}

const FIELDS = ['currentPassword', 'password', 'repeatPassword'] as const;

/** A new password, given twice, allowed only with the current one. */
/** `account`: whose password it is, a student's or a teacher's. */
export function PasswordForm({ username, account }: { username: string; account: Role }) {
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword(account);
  const errors = useFormApiErrors(form, FIELDS);
  const [changed, setChanged] = useState(false);

  const submit = ({ currentPassword, password }: PasswordValues) => {
    errors.clear();
    setChanged(false);
    change.mutate(
      { username, currentPassword, password },
      {
        onSuccess: () => {
          form.resetFields();
          setChanged(true);
        },
        onError: errors.show,
      },
    );
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} size="large" onFinish={submit}>
      <Form.Item
        label="Current password"
        name="currentPassword"
        rules={[{ required: true, message: 'Please type the password you use now' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="New password"
        name="password"
        extra="At least 8 characters."
        rules={[{ required: true, message: 'Please type a new password' }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="New password again"
        name="repeatPassword"
        dependencies={['password']}
        rules={[
          { required: true, message: 'Please type the new password again' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || getFieldValue('password') === value
                ? Promise.resolve()
                : Promise.reject(new Error('The two new passwords are not the same')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {errors.alert && (
        <Form.Item>
          <ApiErrorAlert error={errors.alert.error} details={errors.alert.details} />
        </Form.Item>
      )}
      <div role="status">
        {changed && (
          <Alert
            type="success"
            showIcon
            title="Your password is changed. Use the new one next time you sign in."
            style={{ marginBottom: 16 }}
          />
        )}
      </div>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        Change password
      </Button>
    </Form>
  );
}
