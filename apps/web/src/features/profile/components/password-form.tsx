import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CurrentPasswordField,
  NewPasswordField,
  RepeatPasswordField,
} from '@/components/form-fields/password-fields';
import { FormAlertItem } from '@/components/ui/form-alert';
import { useCheckedForm } from '@/hooks/use-checked-form';
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
  const { t } = useTranslation('profile');
  const change = useChangePassword(account);
  const { form, errors, formProps } = useCheckedForm<PasswordValues>(FIELDS);
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
    <Form {...formProps} size="large" onFinish={submit}>
      <CurrentPasswordField />
      <NewPasswordField label={t('password.newPassword')} />
      <RepeatPasswordField label={t('password.newPasswordAgain')} />
      <FormAlertItem alert={errors.alert} />
      <div role="status">
        {changed && (
          <Alert type="success" showIcon title={t('password.changed')} style={{ marginBottom: 16 }} />
        )}
      </div>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('password.change')}
      </Button>
    </Form>
  );
}
