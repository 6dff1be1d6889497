import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormApiErrors } from '@/hooks/use-form-api-errors';
import { ApiError, type Role } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { rememberedRole } from '../remembered-role';

interface SignInValues {
  username: string;
  password: string;
}

const FIELDS = ['username', 'password'] as const;

const ROLES = ['student', 'teacher', 'parent'] as const satisfies Role[];

/**
 * Username and password, for a student, a teacher or a parent: the switch on top says which, starting
 * where the address asked for (a teacher's screen), or where this device last signed in. Once signed in,
 * the session changes and the screen moves on. After a refused sign-in, the form points to the other
 * roles' way in, in the same words whether or not the account exists in any role, so they tell no one
 * which usernames are taken.
 */
export function SignInForm({ initialRole }: { initialRole?: Role }) {
  const { t } = useTranslation('signIn');
  const [form] = Form.useForm<SignInValues>();
  const [role, setRole] = useState<Role>(() => initialRole ?? rememberedRole() ?? 'student');
  const signIn = useSignIn();
  const errors = useFormApiErrors(form, FIELDS);

  const submit = ({ username, password }: SignInValues) => {
    errors.clear();
    signIn.mutate({ role, username: username.trim(), password }, { onError: errors.show });
  };

  const status = errors.alert?.error instanceof ApiError ? errors.alert.error.status : null;
  const refusedAs = status === 401 ? signIn.variables?.role : null;
  // Too many wrong passwords lock the username for a while: a child cannot wait it out in a lesson, and
  // only the teacher can set a new password.
  const lockedOut = status === 429 && signIn.variables?.role === 'student';

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} size="large">
      <Form.Item label={t('whoAreYou')}>
        {/* Native radios: one tab stop, the arrow keys switch. */}
        <Radio.Group
          block
          optionType="button"
          buttonStyle="solid"
          aria-label={t('whoAreYou')}
          options={ROLES.map((value) => ({ value, label: t(value) }))}
          value={role}
          onChange={(event) => {
            setRole(event.target.value as Role);
            // The refusal was for the other role: it no longer says anything about this one.
            errors.clear();
          }}
        />
      </Form.Item>
      <Form.Item
        label={t('username')}
        name="username"
        rules={[{ required: true, whitespace: true, message: t('typeUsername') }]}
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item
        label={t('password')}
        name="password"
        rules={[{ required: true, message: t('typePassword') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {errors.alert && (
        <Form.Item>
          <ApiErrorAlert
            error={errors.alert.error}
            details={errors.alert.details}
            hint={refusedAs ? t(`otherRoles.${refusedAs}`) : lockedOut ? t('askTeacherToReset') : undefined}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
        {t('signIn')}
      </Button>
    </Form>
  );
}
