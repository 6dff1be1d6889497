import { KeyOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Modal, Typography, message } from 'antd';
import { useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormApiErrors } from '@/hooks/use-form-api-errors';
import type { Student } from '@/types/api';
import { useSetStudentPassword } from '../api/update-student';
import { PasswordField, RepeatPasswordField } from './student-fields';

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
  const [form] = Form.useForm<PasswordValues>();
  const setPassword = useSetStudentPassword(student.student_id);
  const errors = useFormApiErrors(form, FIELDS);

  const submit = ({ password }: PasswordValues) => {
    errors.clear();
    setPassword.mutate(password, { onSuccess: onSet, onError: errors.show });
  };

  return (
    <Form
      form={form}
      name="set-password"
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      onFinish={submit}
    >
      <PasswordField label="New password" extra="At least 8 characters." />
      <RepeatPasswordField label="New password again" />
      {errors.alert && (
        <Form.Item>
          <ApiErrorAlert error={errors.alert.error} details={errors.alert.details} />
        </Form.Item>
      )}
      <Flex justify="end" gap={8} wrap>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={setPassword.isPending}>
          Set the new password
        </Button>
      </Flex>
    </Form>
  );
}

/** For a student who forgot their password: a new one, which signs them out everywhere. */
export function SetPassword({ student }: { student: Student }) {
  const [open, setOpen] = useState(false);
  const [notices, noticeHolder] = message.useMessage();
  const consequence =
    `${student.fullname} is signed out on every device at once and signs in again with the new ` +
    'password: tell it to them.';

  const set = () => {
    setOpen(false);
    void notices.success(`${student.fullname} has a new password. Tell it to them.`);
  };

  return (
    <>
      {noticeHolder}
      <Typography.Paragraph>For a student who forgot their password. {consequence}</Typography.Paragraph>
      <Button icon={<KeyOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Set a new password
      </Button>
      <Modal
        open={open}
        title={`A new password for ${student.fullname}`}
        footer={null}
        destroyOnHidden
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>{consequence}</Typography.Paragraph>
        <SetPasswordForm student={student} onSet={set} onCancel={() => setOpen(false)} />
      </Modal>
    </>
  );
}
