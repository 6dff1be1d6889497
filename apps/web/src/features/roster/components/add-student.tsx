import { UserAddOutlined } from '@ant-design/icons';
import { message } from 'antd';
import { DialogButton } from '@/components/ui/dialog-button';
import type { Student } from '@/types/api';
import { AddStudentForm } from './add-student-form';

/** The "Add a student" button and its dialog; the roster refreshes once the student is added. */
export function AddStudent() {
  const [notices, noticeHolder] = message.useMessage();

  const added = (student: Student) =>
    void notices.success(
      `${student.fullname} is in your class and signs in with the username ${student.username}.`,
    );

  return (
    <>
      {noticeHolder}
      <DialogButton
        label="Add a student"
        icon={<UserAddOutlined aria-hidden />}
        buttonProps={{ type: 'primary', size: 'large' }}
        title="Add a student"
        width={720}
      >
        {({ close, closeThen }) => <AddStudentForm onAdded={closeThen(added)} onCancel={close} />}
      </DialogButton>
    </>
  );
}
