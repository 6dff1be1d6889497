import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldRow, HALVES, SHORT_HALVES } from '@/components/form-fields/field-row';
import { ClassField, LevelField } from '@/components/form-fields/grade-fields';
import { NewPasswordField } from '@/components/form-fields/password-fields';
import { FullnameField, UsernameField } from '@/components/form-fields/person-fields';
import { FormAlertItem } from '@/components/ui/form-alert';
import { useCheckedForm } from '@/hooks/use-checked-form';
import { required } from '@/lib/form-rules';
import { useJoinClass, type JoinDetails } from '../api/register-student';
import { joinErrorByField } from '../join-errors';
import { classCode } from '@/config/class-code';

const FIELDS = ['classCode', 'fullname', 'username', 'password', 'sclass', 'level'] as const;
const FIELD_BY_ERROR_PATH = { [classCode.errorPath]: 'classCode' };

/**
 * What a child gives to join: the class code, a name, a username and a password; their class and level
 * if they know them (the teacher checks the level, or sets both); no email or phone number. Checked as the API checks them, every
 * problem shown by its box, the API's (a taken username, an unknown code) as the form's own.
 */
export function JoinForm({ initialCode, onJoined }: { initialCode: string; onJoined: () => void }) {
  const { t } = useTranslation('joinClass');
  const join = useJoinClass();
  const { errors, formProps } = useCheckedForm<JoinDetails>(FIELDS, FIELD_BY_ERROR_PATH);

  const submit = (details: JoinDetails) => {
    errors.clear();
    join.mutate(details, {
      onSuccess: onJoined,
      onError: (error) => errors.show(joinErrorByField(error)),
    });
  };

  return (
    <Form {...formProps} size="large" initialValues={{ classCode: initialCode }} onFinish={submit}>
      <Form.Item
        label={t('classCode')}
        name="classCode"
        extra={t('classCodeHelp')}
        rules={[required(t('typeClassCode'))]}
      >
        <Input autoCapitalize="none" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <FullnameField label={t('fullName')} />
      <FieldRow columns={HALVES}>
        <UsernameField />
        <NewPasswordField />
      </FieldRow>
      <FieldRow columns={SHORT_HALVES}>
        <ClassField optional extra={t('classHelp')} />
        <LevelField optional extra={t('levelHelp')} />
      </FieldRow>
      <FormAlertItem alert={errors.alert} />
      <Button type="primary" htmlType="submit" block loading={join.isPending}>
        {t('join')}
      </Button>
    </Form>
  );
}
