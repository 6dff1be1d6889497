import { Button, Col, Form, Input, Row, Select } from 'antd';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormApiErrors } from '@/hooks/use-form-api-errors';
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

const ONE_TO_TEN = Array.from({ length: 10 }, (_, index) => ({
  value: index + 1,
  label: String(index + 1),
}));

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** Every field a new student gives, with the API's verdict on each shown next to it. */
export function JoinForm({ initialCode, onJoined }: { initialCode: string; onJoined: () => void }) {
  const [form] = Form.useForm<JoinDetails>();
  const join = useJoinClass();
  const errors = useFormApiErrors(form, FIELDS, FIELD_BY_ERROR_PATH);

  const submit = (details: JoinDetails) => {
    errors.clear();
    join.mutate(details, { onSuccess: onJoined, onError: errors.show });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      initialValues={{ classCode: initialCode }}
      onFinish={submit}
    >
      <Form.Item
        label="Class code"
        name="classCode"
        extra="Your teacher gives you this code."
        rules={required('Please type the class code from your teacher')}
      >
        <Input autoCapitalize="none" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item label="Your full name" name="fullname" rules={required('Please type your name')}>
        <Input autoComplete="name" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label="Username"
            name="username"
            extra="You sign in with it. Letters, digits, _ . or -"
            rules={required('Please choose a username')}
          >
            <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Password"
            name="password"
            extra="At least 8 characters."
            rules={[{ required: true, message: 'Please choose a password' }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Email" name="email" rules={required('Please type an email address')}>
            <Input inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Phone number" name="phone_no" rules={required('Please type a phone number')}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item
            label="Class"
            name="sclass"
            rules={[{ required: true, message: 'Please pick your class' }]}
          >
            <Select options={ONE_TO_TEN} aria-label="Class" placeholder="Pick" showSearch />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            label="Abacus level"
            name="level"
            rules={[{ required: true, message: 'Please pick your level' }]}
          >
            <Select options={ONE_TO_TEN} aria-label="Abacus level" placeholder="Pick" showSearch />
          </Form.Item>
        </Col>
      </Row>
      {errors.alert && (
        <Form.Item>
          <ApiErrorAlert error={errors.alert.error} details={errors.alert.details} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={join.isPending}>
        Join my class
      </Button>
    </Form>
  );
}
