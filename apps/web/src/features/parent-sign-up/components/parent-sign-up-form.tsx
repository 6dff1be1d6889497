import { Button, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordField } from '@/components/form-fields/password-fields';
import { EmailField, FullnameField, UsernameField } from '@/components/form-fields/person-fields';
import { FormAlertItem } from '@/components/ui/form-alert';
import { LANGUAGE_OPTIONS } from '@/components/ui/language-switch';
import { useCheckedForm } from '@/hooks/use-checked-form';
import { currentLanguage } from '@/i18n/i18n';
import { withTakenField } from '@/lib/taken-field';
import { useRegisterParent, type ParentSignUp } from '../api/register-parent';

const FIELDS = ['fullname', 'username', 'email', 'password', 'language'] as const;

/**
 * A parent's account: a name, a username and a password, an email only for the weekly email, and the
 * language of their screens (the one the app speaks now, unless they choose another). The API's verdict
 * on each field is shown next to it, a taken username or email too.
 */
export function ParentSignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation('parentSignUp');
  const register = useRegisterParent();
  const { errors, formProps } = useCheckedForm<ParentSignUp>(FIELDS);

  const submit = (details: ParentSignUp) => {
    errors.clear();
    register.mutate(details, {
      onSuccess: onSignedUp,
      onError: (error) => errors.show(withTakenField(error)),
    });
  };

  return (
    <Form {...formProps} size="large" initialValues={{ language: currentLanguage() }} onFinish={submit}>
      <FullnameField />
      <UsernameField />
      <EmailField optional extra={t('emailExtra')} />
      <NewPasswordField />
      <Form.Item label={t('language')} name="language">
        <Radio.Group optionType="button" buttonStyle="solid" options={LANGUAGE_OPTIONS} />
      </Form.Item>
      <FormAlertItem alert={errors.alert} />
      <Button type="primary" htmlType="submit" block loading={register.isPending}>
        {t('makeAccount')}
      </Button>
    </Form>
  );
}
