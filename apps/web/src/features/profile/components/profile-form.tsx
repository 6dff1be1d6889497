import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldRow, HALVES } from '@/components/form-fields/field-row';
import { ClassField } from '@/components/form-fields/grade-fields';
import { EmailField, FullnameField, PhoneField, UsernameField } from '@/components/form-fields/person-fields';
import { SaveChangesEnd } from '@/components/ui/save-changes-end';
import { useCheckedForm } from '@/hooks/use-checked-form';
import { useSaveChanges } from '@/hooks/use-save-changes';
import type { StudentProfile } from '@/types/api';
import { useUpdateProfile } from '../api/update-profile';
import { EDITABLE_FIELDS, profileChanges, type ProfileValues } from '../profile-changes';

const editableValues = (profile: StudentProfile): ProfileValues => ({
  fullname: profile.fullname,
  username: profile.username,
  email: profile.email,
  phone_no: profile.phone_no,
  sclass: profile.sclass,
});

/** The phone number at half the width, then the class and the level a quarter each. */
const PHONE_CLASS_LEVEL = [
  { xs: 24, md: 12 },
  { xs: 12, md: 6 },
  { xs: 12, md: 6 },
];

/** What a student may change about themselves; the level is shown, set by the teacher. */
export function ProfileForm({ profile }: { profile: StudentProfile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const { form, errors, formProps } = useCheckedForm<ProfileValues>(EDITABLE_FIELDS);
  const { notice, clearNotice, saveChanges } = useSaveChanges(t('details.saved'), form);

  const submit = (values: ProfileValues) => {
    errors.clear();
    saveChanges(profileChanges(editableValues(profile), values), (changes, saved) =>
      update.mutate(changes, {
        onSuccess: ({ student }) => saved(editableValues(student)),
        onError: errors.show,
      }),
    );
  };

  return (
    <Form
      {...formProps}
      size="large"
      initialValues={editableValues(profile)}
      onFinish={submit}
      onValuesChange={clearNotice}
    >
      <FullnameField />
      <FieldRow columns={HALVES}>
        <UsernameField />
        <EmailField optional />
      </FieldRow>
      <FieldRow columns={PHONE_CLASS_LEVEL}>
        <PhoneField optional />
        <ClassField optional={profile.sclass === null} />
        <Form.Item label={t('details.abacusLevel')} extra={t('details.teacherSetsIt')}>
          <Typography.Text strong style={{ fontSize: profile.level === null ? undefined : 22 }}>
            {profile.level ?? t('details.notSetYet')}
          </Typography.Text>
        </Form.Item>
      </FieldRow>
      <SaveChangesEnd alert={errors.alert} notice={notice} pending={update.isPending} />
    </Form>
  );
}
