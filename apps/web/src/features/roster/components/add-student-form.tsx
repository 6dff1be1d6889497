import { Button, Col, Flex, Form, Row } from 'antd';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormApiErrors } from '@/hooks/use-form-api-errors';
import type { Student } from '@/types/api';
import { useAddStudent } from '../api/add-student';
import type { NewStudent } from '../student-types';
import { withTakenField } from '../taken-field';
import {
  ClassField,
  EmailField,
  FullnameField,
  LevelField,
  PasswordField,
  PhoneField,
  UsernameField,
} from './student-fields';

const FIELDS = ['fullname', 'username', 'email', 'phone_no', 'sclass', 'level', 'password'] as const;

interface AddStudentFormProps {
  onAdded: (student: Student) => void;
  onCancel: () => void;
}

/** Every detail of a new student, each checked as the API checks it, with the API's verdict beside it. */
export function AddStudentForm({ onAdded, onCancel }: AddStudentFormProps) {
  const [form] = Form.useForm<NewStudent>();
  const add = useAddStudent();
  const errors = useFormApiErrors(form, FIELDS);

  const submit = (student: NewStudent) => {
    errors.clear();
    add.mutate(student, {
      onSuccess: ({ student: added }) => onAdded(added),
      onError: (error) => errors.show(withTakenField(error)),
    });
  };

  return (
    <Form
      form={form}
      name="add-student"
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      onFinish={submit}
    >
      <FullnameField />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <UsernameField />
        </Col>
        <Col xs={24} md={12}>
          <PasswordField label="Password" extra="At least 8 characters. Give it to the student." />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <EmailField />
        </Col>
        <Col xs={24} md={12}>
          <PhoneField />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={12}>
          <ClassField />
        </Col>
        <Col xs={12}>
          <LevelField />
        </Col>
      </Row>
      {errors.alert && (
        <Form.Item>
          <ApiErrorAlert error={errors.alert.error} details={errors.alert.details} />
        </Form.Item>
      )}
      <Flex justify="end" gap={8} wrap>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Add the student
        </Button>
      </Flex>
    </Form>
  );
}
