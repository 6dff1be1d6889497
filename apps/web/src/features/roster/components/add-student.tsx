import { UserAddOutlined } from '@ant-design/icons';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { DialogButton } from '@/components/ui/dialog-button';
import type { Student } from '@/types/api';
import { AddStudentForm } from './add-student-form';

/** The "Add a student" button and its dialog; the roster refreshes once the student is added. */
export function AddStudent() {
  const { t } = useTranslation('roster');
  const [notices, noticeHolder] = message.useMessage();

  const added = (student: Student) =>
    void notices.success(t('addStudent.added', { name: student.fullname, username: student.username }));

  return (
    <>
      {noticeHolder}
      <DialogButton
        label={t('addStudent.button')}
        icon={<UserAddOutlined aria-hidden />}
        buttonProps={{ type: 'primary', size: 'large' }}
        title={t('addStudent.button')}
        width={720}
      >
        {({ close, closeThen }) => <AddStudentForm onAdded={closeThen(added)} onCancel={close} />}
      </DialogButton>
    </>
  );
}
