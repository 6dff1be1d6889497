import { KeyOutlined } from '@ant-design/icons';
import { Form, Typography, message } from 'antd';
import { NewPasswordField, RepeatPasswordField } from '@/components/form-fields/password-fields';
import { DialogButton } from '@/components/ui/dialog-button';
import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { FormAlertItem } from '@/components/ui/form-alert';
import { useCheckedForm } from '@/hooks/use-checked-form';
import type { Student } from '@/types/api';
import { useSetStudentPassword } from '../api/update-student';

const FIELDS = ['password', 'repeatPassword'] as const;

interface PasswordValues {
  password: string;
  repeatPassword: string;
}

interface PasswordFormProps {
  student: Student;
  onSet: () => void;
  onCancel: () => void;
}

function SetPasswordForm({ student, onSet, onCancel }: PasswordFormProps) {
  const setPassword = useSetStudentPassword(student.student_id);
  const { errors, formProps } = useCheckedForm<PasswordValues>(FIELDS);

  const submit = ({ password }: PasswordValues) => {
    errors.clear();
    setPassword.mutate(password, { onSuccess: onSet, onError: errors.show });
  };

  return (
    <Form {...formProps} name="set-password" validateTrigger="onBlur" onFinish={submit}>
      <NewPasswordField label="New password" />
      <RepeatPasswordField label="New password again" />
      <FormAlertItem alert={errors.alert} />
      <DialogFormButtons
        submitLabel="Set the new password"
        pending={setPassword.isPending}
        onCancel={onCancel}
      />
    </Form>
  );
}

/** For a student who forgot their password: a new one, which signs them out everywhere. */
export function SetPassword({ student }: { student: Student }) {
  const [notices, noticeHolder] = message.useMessage();
  const consequence =
    `${student.fullname} is signed out on every device at once and signs in again with the new ` +
    'password: tell it to them.';

  const set = () => void notices.success(`${student.fullname} has a new password. Tell it to them.`);

  return (
    <>
      {noticeHolder}
      <Typography.Paragraph>For a student who forgot their password. {consequence}</Typography.Paragraph>
      <DialogButton
        label="Set a new password"
        icon={<KeyOutlined aria-hidden />}
        title={`A new password for ${student.fullname}`}
      >
        {({ close, closeThen }) => (
          <>
            <Typography.Paragraph>{consequence}</Typography.Paragraph>
            <SetPasswordForm student={student} onSet={closeThen(set)} onCancel={close} />
          </>
        )}
      </DialogButton>
    </>
  );
}
