import { KeyOutlined } from '@ant-design/icons';
import { Form, Typography, message } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('roster');
  const setPassword = useSetStudentPassword(student.student_id);
  const { errors, formProps } = useCheckedForm<PasswordValues>(FIELDS);

  const submit = ({ password }: PasswordValues) => {
    errors.clear();
    setPassword.mutate(password, { onSuccess: onSet, onError: errors.show });
  };

  return (
    <Form {...formProps} name="set-password" validateTrigger="onBlur" onFinish={submit}>
      <NewPasswordField label={t('password.newPassword')} />
      <RepeatPasswordField label={t('password.again')} />
      <FormAlertItem alert={errors.alert} />
      <DialogFormButtons
        submitLabel={t('password.submit')}
        pending={setPassword.isPending}
        onCancel={onCancel}
      />
    </Form>
  );
}

/** For a student who forgot their password: a new one, which signs them out everywhere. */
export function SetPassword({ student }: { student: Student }) {
  const { t } = useTranslation('roster');
  const [notices, noticeHolder] = message.useMessage();
  const consequence = t('password.consequence', { name: student.fullname });

  const set = () => void notices.success(t('password.set', { name: student.fullname }));

  return (
    <>
      {noticeHolder}
      <Typography.Paragraph>
        {t('password.forWhom')} {consequence}
      </Typography.Paragraph>
      <DialogButton
        label={t('password.button')}
        icon={<KeyOutlined aria-hidden />}
        title={t('password.title', { name: student.fullname })}
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
