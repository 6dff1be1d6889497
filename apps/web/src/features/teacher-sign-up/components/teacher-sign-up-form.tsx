import { Button, Form, Input } from 'antd';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormApiErrors } from '@/hooks/use-form-api-errors';
import { useRegisterTeacher, type TeacherSignUp } from '../api/register-teacher';

const FIELDS = ['fullname', 'username', 'email', 'password'] as const;

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** A new teacher's account: the API's verdict on each field shown next to it. */
export function TeacherSignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [form] = Form.useForm<TeacherSignUp>();
  const register = useRegisterTeacher();
  const errors = useFormApiErrors(form, FIELDS);

  const submit = (details: TeacherSignUp) => {
    errors.clear();
    register.mutate(details, { onSuccess: onSignedUp, onError: errors.show });
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} size="large" onFinish={submit}>
      <Form.Item label="Full name" name="fullname" rules={required('Please type your name')}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="Username"
        name="username"
        extra="You sign in with it. Letters, digits, _ . or -"
        rules={required('Please choose a username')}
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={[
          ...required('Please type an email address'),
          { type: 'email', message: 'This is not an email address' },
        ]}
      >
        <Input inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        extra="At least 8 characters."
        rules={[{ required: true, message: 'Please choose a password' }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {errors.alert && (
        <Form.Item>
          <ApiErrorAlert error={errors.alert.error} details={errors.alert.details} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={register.isPending}>
        Make my teacher account
      </Button>
    </Form>
  );
}
