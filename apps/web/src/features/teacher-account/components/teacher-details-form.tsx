import { Button, Form, Input } from 'antd';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormApiErrors } from '@/hooks/use-form-api-errors';
import { SaveNotice, useSaveChanges } from '@/hooks/use-save-changes';
import { changedFields } from '@/lib/changed-fields';
import type { TeacherProfile } from '@/types/api';
import { useUpdateTeacherDetails, type TeacherDetails } from '../api/update-teacher-account';

const FIELDS = ['fullname', 'username', 'email'] as const;

const required = (message: string) => [{ required: true, whitespace: true, message }];

const detailsOf = ({ fullname, username, email }: TeacherProfile): TeacherDetails => ({
  fullname,
  username,
  email,
});

/** The teacher's name, username and email; only what changed is sent. */
export function TeacherDetailsForm({ profile }: { profile: TeacherProfile }) {
  const [form] = Form.useForm<TeacherDetails>();
  const update = useUpdateTeacherDetails();
  const errors = useFormApiErrors(form, FIELDS);
  const { notice, clearNotice, saveChanges } = useSaveChanges();

  const submit = (values: TeacherDetails) => {
    errors.clear();
    saveChanges(changedFields(FIELDS, detailsOf(profile), values), (changes, saved) =>
      update.mutate(changes, {
        onSuccess: ({ admin }) => {
          form.setFieldsValue(detailsOf(admin));
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
      initialValues={detailsOf(profile)}
      onFinish={submit}
      onValuesChange={clearNotice}
    >
      <Form.Item label="Full name" name="fullname" rules={required('Please type your name')}>
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      <Form.Item label="Username" name="username" rules={required('Please type a username')}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={[
          ...required('Please type an email address'),
          { type: 'email', message: 'This is not an email address' },
        ]}
      >
        <Input inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
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
