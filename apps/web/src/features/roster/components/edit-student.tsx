import { EditOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Modal, Row, message } from 'antd';
import { useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormApiErrors } from '@/hooks/use-form-api-errors';
import { changedFields } from '@/lib/changed-fields';
import type { Student } from '@/types/api';
import { useUpdateStudent } from '../api/update-student';
import { withTakenField } from '../taken-field';
import { ClassField, EmailField, FullnameField, PhoneField } from './student-fields';

/** What a teacher may change here; the level has its own action, the username is the student's. */
const FIELDS = ['fullname', 'email', 'phone_no', 'sclass'] as const;
type DetailValues = Pick<Student, (typeof FIELDS)[number]>;

const detailsOf = ({ fullname, email, phone_no, sclass }: Student): DetailValues => ({
  fullname,
  email,
  phone_no,
  sclass,
});

/** What the dialog tells the teacher as it closes. */
interface Outcome {
  saved: boolean;
  text: string;
}

interface EditFormProps {
  student: Student;
  onDone: (outcome: Outcome) => void;
  onCancel: () => void;
}

function EditStudentForm({ student, onDone, onCancel }: EditFormProps) {
  const [form] = Form.useForm<DetailValues>();
  const update = useUpdateStudent(student.student_id);
  const errors = useFormApiErrors(form, FIELDS);

  const submit = (values: DetailValues) => {
    errors.clear();
    const changes = changedFields(FIELDS, detailsOf(student), values);
    if (Object.keys(changes).length === 0) {
      onDone({ saved: false, text: 'Nothing had changed, so there was nothing to save.' });
      return;
    }
    update.mutate(changes, {
      onSuccess: ({ student: saved }) =>
        onDone({ saved: true, text: `The details of ${saved.fullname} are saved.` }),
      onError: (error) => errors.show(withTakenField(error)),
    });
  };

  return (
    <Form
      form={form}
      name="edit-student"
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      initialValues={detailsOf(student)}
      onFinish={submit}
    >
      <FullnameField />
      <EmailField />
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <PhoneField />
        </Col>
        <Col xs={24} md={8}>
          <ClassField />
        </Col>
      </Row>
      {errors.alert && (
        <Form.Item>
          <ApiErrorAlert error={errors.alert.error} details={errors.alert.details} />
        </Form.Item>
      )}
      <Flex justify="end" gap={8} wrap>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save changes
        </Button>
      </Flex>
    </Form>
  );
}

/** The "Edit details" button and its dialog: name, email, phone number and class. */
export function EditStudent({ student }: { student: Student }) {
  const [open, setOpen] = useState(false);
  const [notices, noticeHolder] = message.useMessage();

  const done = ({ saved, text }: Outcome) => {
    setOpen(false);
    void (saved ? notices.success(text) : notices.info(text));
  };

  return (
    <>
      {noticeHolder}
      <Button icon={<EditOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Edit details
      </Button>
      <Modal
        open={open}
        title={`Edit the details of ${student.fullname}`}
        footer={null}
        destroyOnHidden
        onCancel={() => setOpen(false)}
      >
        <EditStudentForm student={student} onDone={done} onCancel={() => setOpen(false)} />
      </Modal>
    </>
  );
}
