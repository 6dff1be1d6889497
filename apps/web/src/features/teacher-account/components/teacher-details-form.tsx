import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailField, FullnameField, UsernameField } from '@/components/form-fields/person-fields';
import { SaveChangesEnd } from '@/components/ui/save-changes-end';
import { useCheckedForm } from '@/hooks/use-checked-form';
import { useSaveChanges } from '@/hooks/use-save-changes';
import { changedFields } from '@/lib/changed-fields';
import type { TeacherProfile } from '@/types/api';
import { useUpdateTeacherDetails, type TeacherDetails } from '../api/update-teacher-account';

const FIELDS = ['fullname', 'username', 'email'] as const;

const detailsOf = ({ fullname, username, email }: TeacherProfile): TeacherDetails => ({
  fullname,
  username,
  email,
});

/** The teacher's name, username and email; only what changed is sent. */
export function TeacherDetailsForm({ profile }: { profile: TeacherProfile }) {
  const { t } = useTranslation('teacherAccount');
  const update = useUpdateTeacherDetails();
  const { form, errors, formProps } = useCheckedForm<TeacherDetails>(FIELDS);
  const { notice, clearNotice, saveChanges } = useSaveChanges(t('details.saved'), form);

  const submit = (values: TeacherDetails) => {
    errors.clear();
    saveChanges(changedFields(FIELDS, detailsOf(profile), values), (changes, saved) =>
      update.mutate(changes, { onSuccess: ({ admin }) => saved(detailsOf(admin)), onError: errors.show }),
    );
  };

  return (
    <Form {...formProps} initialValues={detailsOf(profile)} onFinish={submit} onValuesChange={clearNotice}>
      <FullnameField />
      <UsernameField />
      <EmailField />
      <SaveChangesEnd alert={errors.alert} notice={notice} pending={update.isPending} />
    </Form>
  );
}
