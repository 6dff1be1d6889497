import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewStudentFields } from '@/components/form-fields/new-student-fields';
import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { FormAlertItem } from '@/components/ui/form-alert';
import { useCheckedForm } from '@/hooks/use-checked-form';
import type { Student } from '@/types/api';
import { useAddStudent } from '../api/add-student';
import type { NewStudent } from '../student-types';
import { withTakenField } from '@/lib/taken-field';

const FIELDS = ['fullname', 'username', 'email', 'phone_no', 'sclass', 'level', 'password'] as const;

interface AddStudentFormProps {
  onAdded: (student: Student) => void;
  onCancel: () => void;
}

/** Every detail of a new student, each checked as the API checks it, with the API's verdict beside it. */
export function AddStudentForm({ onAdded, onCancel }: AddStudentFormProps) {
  const { t } = useTranslation('roster');
  const add = useAddStudent();
  const { errors, formProps } = useCheckedForm<NewStudent>(FIELDS);

  const submit = (student: NewStudent) => {
    errors.clear();
    add.mutate(student, {
      onSuccess: ({ student: added }) => onAdded(added),
      onError: (error) => errors.show(withTakenField(error)),
    });
  };

  return (
    <Form {...formProps} name="add-student" validateTrigger="onBlur" onFinish={submit}>
      <NewStudentFields
        person="student"
        fullnameLabel={t('addStudent.fullName')}
        passwordNote={t('addStudent.passwordNote')}
        contactOptional
      />
      <FormAlertItem alert={errors.alert} />
      <DialogFormButtons submitLabel={t('addStudent.submit')} pending={add.isPending} onCancel={onCancel} />
    </Form>
  );
}
