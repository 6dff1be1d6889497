import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { examDetailsOf, type ExamDetailsValues } from '@/components/form-fields/exam-details-values';
import { ExamDetailsFields, ExamIntegrityFields, momentForApi } from '@/components/form-fields/exam-fields';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { SaveNotice, useSaveChanges } from '@/hooks/use-save-changes';
import type { TeacherExam } from '@/types/api';
import { useUpdateExam, type ExamChanges } from '../api/update-exam';

/** The moments an exam has as the API has them: none on an exam switched off. */
const timesOf = ({ active, opensAt, closesAt }: ExamDetailsValues) => ({
  opensAt: active ? momentForApi(opensAt) : null,
  closesAt: active ? momentForApi(closesAt) : null,
});

const sameChildren = (one: readonly string[], other: readonly string[]) =>
  one.length === other.length && one.every((id) => other.includes(id));

/** Only what changed, in the API's names. */
function changesOf(saved: ExamDetailsValues, edited: ExamDetailsValues): ExamChanges {
  const [savedTimes, editedTimes] = [timesOf(saved), timesOf(edited)];
  // Switching off clears the times by itself; sent with the switch, they would be refused.
  const timesChange = edited.active
    ? {
        ...(editedTimes.opensAt !== savedTimes.opensAt && { opensAt: editedTimes.opensAt }),
        ...(editedTimes.closesAt !== savedTimes.closesAt && { closesAt: editedTimes.closesAt }),
      }
    : {};
  return {
    ...timesChange,
    ...(edited.title.trim() !== saved.title && { title: edited.title.trim() }),
    ...(edited.duration !== saved.duration && { duration: edited.duration }),
    ...(edited.level !== saved.level && { level: edited.level }),
    ...(edited.type !== saved.type && { isSingleAttempt: edited.type === 'assessment' }),
    ...(edited.active !== saved.active && { is_active: edited.active }),
    ...(edited.questionsPerStudent !== saved.questionsPerStudent && {
      questionsPerStudent: edited.questionsPerStudent,
    }),
    ...(edited.reviewWhileOpen !== saved.reviewWhileOpen && { reviewWhileOpen: edited.reviewWhileOpen }),
    ...(!sameChildren(edited.students, saved.students) && {
      students: edited.students.length > 0 ? edited.students : null,
    }),
  };
}

/** What the exam is — its title, time, level, kind and whether it is open; its questions stay as they are. */
export function ExamDetailsForm({ exam }: { exam: TeacherExam }) {
  const { t } = useTranslation('examDetail');
  const [form] = Form.useForm<ExamDetailsValues>();
  const update = useUpdateExam(exam.exam_id);
  const { notice, clearNotice, saveChanges } = useSaveChanges();
  const hasResults = exam.total_attended > 0;

  const submit = (edited: ExamDetailsValues) =>
    saveChanges(changesOf(examDetailsOf(exam), edited), (changes, saved) =>
      update.mutate(changes, { onSuccess: () => saved() }),
    );

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={examDetailsOf(exam)}
      onFinish={submit}
      onValuesChange={(changed: Partial<ExamDetailsValues>) => {
        clearNotice();
        // The children chosen are at the old level, and would never see the exam at the new one.
        if (changed.level !== undefined) form.setFieldValue('students', []);
      }}
      style={{ maxWidth: 560 }}
    >
      <ExamDetailsFields
        levelNote={t('settings.levelNote')}
        kindLockedBecause={hasResults ? t('settings.kindLocked') : undefined}
        openLabel={t('settings.openLabel')}
      />
      <ExamIntegrityFields />
      {update.isError && <ApiErrorAlert error={update.error} />}
      <SaveNotice notice={notice} />
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
