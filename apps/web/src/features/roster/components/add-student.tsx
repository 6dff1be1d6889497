import { UserAddOutlined } from '@ant-design/icons';
import { Button, Modal, message } from 'antd';
import { useState } from 'react';
import type { Student } from '@/types/api';
import { AddStudentForm } from './add-student-form';

/** The "Add a student" button and its dialog; the roster refreshes once the student is added. */
export function AddStudent() {
  const [open, setOpen] = useState(false);
  const [notices, noticeHolder] = message.useMessage();

  const added = (student: Student) => {
    setOpen(false);
    void notices.success(
      `${student.fullname} is in your class and signs in with the username ${student.username}.`,
    );
  };

  return (
    <>
      {noticeHolder}
      <Button
        type="primary"
        size="large"
        icon={<UserAddOutlined aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Add a student
      </Button>
      <Modal
        open={open}
        title="Add a student"
        footer={null}
        width={720}
        destroyOnHidden
        onCancel={() => setOpen(false)}
      >
        <AddStudentForm onAdded={added} onCancel={() => setOpen(false)} />
      </Modal>
    </>
  );
}
