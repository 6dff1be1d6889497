import { Button, Form, Input } from 'antd';
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
        label="Class code"
        name="classCode"
        extra="Your teacher gives you this code."
        rules={[required('Please type the class code from your teacher')]}
      >
        <Input autoCapitalize="none" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <FullnameField label="Your full name" />
      <FieldRow columns={HALVES}>
        <UsernameField />
        <NewPasswordField />
      </FieldRow>
      <FieldRow columns={SHORT_HALVES}>
        <ClassField optional extra="Not sure? Leave it for your teacher." />
        <LevelField optional extra="Your teacher checks it, or sets it if you leave it." />
      </FieldRow>
      <FormAlertItem alert={errors.alert} />
      <Button type="primary" htmlType="submit" block loading={join.isPending}>
        Join my class
      </Button>
    </Form>
  );
}
