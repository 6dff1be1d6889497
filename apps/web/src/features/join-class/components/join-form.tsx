import { Button, Form, Input } from 'antd';
import { NewStudentFields } from '@/components/form-fields/new-student-fields';
import { FormAlertItem } from '@/components/ui/form-alert';
import { useCheckedForm } from '@/hooks/use-checked-form';
import { required } from '@/lib/form-rules';
import { withTakenField } from '@/lib/taken-field';
import { useJoinClass, type JoinDetails } from '../api/register-student';
import { classCode } from '@/config/class-code';

const FIELDS = [
  'classCode',
  'fullname',
  'username',
  'password',
  'email',
  'phone_no',
  'sclass',
  'level',
] as const;
const FIELD_BY_ERROR_PATH = { [classCode.errorPath]: 'classCode' };

/** Every field a new student gives, checked as the API checks it; the API's verdict shows next to each. */
export function JoinForm({ initialCode, onJoined }: { initialCode: string; onJoined: () => void }) {
  const join = useJoinClass();
  const { errors, formProps } = useCheckedForm<JoinDetails>(FIELDS, FIELD_BY_ERROR_PATH);

  const submit = (details: JoinDetails) => {
    errors.clear();
    join.mutate(details, {
      onSuccess: onJoined,
      onError: (error) => errors.show(withTakenField(error)),
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
      <NewStudentFields person="self" fullnameLabel="Your full name" />
      <FormAlertItem alert={errors.alert} />
      <Button type="primary" htmlType="submit" block loading={join.isPending}>
        Join my class
      </Button>
    </Form>
  );
}
