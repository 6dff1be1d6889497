import { Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormApiErrors } from '@/hooks/use-form-api-errors';
import { SaveNotice, useSaveChanges } from '@/hooks/use-save-changes';
import type { StudentProfile } from '@/types/api';
import { useUpdateProfile } from '../api/update-profile';
import { EDITABLE_FIELDS, profileChanges, type ProfileValues } from '../profile-changes';

const CLASSES = Array.from({ length: 10 }, (_, index) => ({ value: index + 1, label: String(index + 1) }));

const required = (message: string) => [{ required: true, whitespace: true, message }];

const editableValues = (profile: StudentProfile): ProfileValues => ({
  fullname: profile.fullname,
  username: profile.username,
  email: profile.email,
  phone_no: profile.phone_no,
  sclass: profile.sclass,
});

/** What a student may change about themselves; the level is shown, set by the teacher. */
export function ProfileForm({ profile }: { profile: StudentProfile }) {
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  const errors = useFormApiErrors(form, EDITABLE_FIELDS);
  const { notice, clearNotice, saveChanges } = useSaveChanges('Saved!');

  const submit = (values: ProfileValues) => {
    errors.clear();
    saveChanges(profileChanges(editableValues(profile), values), (changes, saved) =>
      update.mutate(changes, {
        onSuccess: ({ student }) => {
          form.setFieldsValue(editableValues(student));
          saved();
        },
        onError: errors.show,
      }),
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      initialValues={editableValues(profile)}
      onFinish={submit}
      onValuesChange={clearNotice}
    >
      <Form.Item label="Full name" name="fullname" rules={required('Please type your name')}>
        <Input autoComplete="name" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Username" name="username" rules={required('Please type a username')}>
            <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Email" name="email" rules={required('Please type an email address')}>
            <Input inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Phone number" name="phone_no" rules={required('Please type a phone number')}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            label="Class"
            name="sclass"
            rules={[{ required: true, message: 'Please pick your class' }]}
          >
            <Select options={CLASSES} aria-label="Class" showSearch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Abacus level" extra="Your teacher sets it.">
            <Typography.Text strong style={{ fontSize: 22 }}>
              {profile.level}
            </Typography.Text>
          </Form.Item>
        </Col>
      </Row>
      {errors.alert && (
        <Form.Item>
          <ApiErrorAlert error={errors.alert.error} details={errors.alert.details} />
        </Form.Item>
      )}
      <SaveNotice notice={notice} />
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Save changes
      </Button>
    </Form>
  );
}
