import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordField } from '@/components/form-fields/password-fields';
import { EmailField, FullnameField, UsernameField } from '@/components/form-fields/person-fields';
import { FormAlertItem } from '@/components/ui/form-alert';
import { useCheckedForm } from '@/hooks/use-checked-form';
import { useRegisterTeacher, type TeacherSignUp } from '../api/register-teacher';

const FIELDS = ['fullname', 'username', 'email', 'password'] as const;

/** A new teacher's account: the API's verdict on each field shown next to it. */
export function TeacherSignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation('teacherSignUp');
  const register = useRegisterTeacher();
  const { errors, formProps } = useCheckedForm<TeacherSignUp>(FIELDS);

  const submit = (details: TeacherSignUp) => {
    errors.clear();
    register.mutate(details, { onSuccess: onSignedUp, onError: errors.show });
  };

  return (
    <Form {...formProps} size="large" onFinish={submit}>
      <FullnameField />
      <UsernameField />
      <EmailField />
      <NewPasswordField />
      <FormAlertItem alert={errors.alert} />
      <Button type="primary" htmlType="submit" block loading={register.isPending}>
        {t('makeAccount')}
      </Button>
    </Form>
  );
}
