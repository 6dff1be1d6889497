import { EditOutlined } from '@ant-design/icons';
import { Form, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldRow } from '@/components/form-fields/field-row';
import { ClassField } from '@/components/form-fields/grade-fields';
import { EmailField, FullnameField, PhoneField } from '@/components/form-fields/person-fields';
import { DialogButton } from '@/components/ui/dialog-button';
import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { FormAlertItem } from '@/components/ui/form-alert';
import { useCheckedForm } from '@/hooks/use-checked-form';
import { changedFields, withoutUnsetClass } from '@/lib/changed-fields';
import type { Student } from '@/types/api';
import { useUpdateStudent } from '../api/update-student';
import { withTakenField } from '@/lib/taken-field';

/** What a teacher may change here; the level has its own action, the username is the student's. */
const FIELDS = ['fullname', 'email', 'phone_no', 'sclass'] as const;
type DetailValues = Pick<Student, (typeof FIELDS)[number]>;

const detailsOf = ({ fullname, email, phone_no, sclass }: Student): DetailValues => ({
  fullname,
  email,
  phone_no,
  sclass,
});

const PHONE_AND_CLASS = [
  { xs: 24, md: 16 },
  { xs: 24, md: 8 },
];

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
  const { t } = useTranslation('roster');
  const update = useUpdateStudent(student.student_id);
  const { errors, formProps } = useCheckedForm<DetailValues>(FIELDS);

  const submit = (values: DetailValues) => {
    errors.clear();
    const changes = withoutUnsetClass(changedFields(FIELDS, detailsOf(student), values));
    if (Object.keys(changes).length === 0) {
      onDone({ saved: false, text: t('edit.nothingChanged') });
      return;
    }
    update.mutate(changes, {
      onSuccess: ({ student: saved }) =>
        onDone({ saved: true, text: t('edit.saved', { name: saved.fullname }) }),
      onError: (error) => errors.show(withTakenField(error)),
    });
  };

  return (
    <Form
      {...formProps}
      name="edit-student"
      validateTrigger="onBlur"
      initialValues={detailsOf(student)}
      onFinish={submit}
    >
      <FullnameField person="student" />
      <EmailField person="student" optional />
      <FieldRow columns={PHONE_AND_CLASS}>
        <PhoneField person="student" optional />
        <ClassField person="student" optional={student.sclass === null} />
      </FieldRow>
      <FormAlertItem alert={errors.alert} />
      <DialogFormButtons submitLabel={t('edit.submit')} pending={update.isPending} onCancel={onCancel} />
    </Form>
  );
}

/** The "Edit details" button and its dialog: name, email, phone number and class. */
export function EditStudent({ student }: { student: Student }) {
  const { t } = useTranslation('roster');
  const [notices, noticeHolder] = message.useMessage();

  const tell = ({ saved, text }: Outcome) => void (saved ? notices.success(text) : notices.info(text));

  return (
    <>
      {noticeHolder}
      <DialogButton
        label={t('edit.button')}
        icon={<EditOutlined aria-hidden />}
        title={t('edit.title', { name: student.fullname })}
      >
        {({ close, closeThen }) => (
          <EditStudentForm student={student} onDone={closeThen(tell)} onCancel={close} />
        )}
      </DialogButton>
    </>
  );
}
