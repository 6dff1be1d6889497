import { CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { i18n } from '@/i18n/i18n';
import type { Student } from '@/types/api';
import { useUpdateStudent } from '../api/update-student';

/** What the teacher is told once a level is confirmed. */
export const confirmedNotice = ({ fullname, level }: Student) =>
  i18n.t('roster:confirmLevel.confirmed', { name: fullname, level });

/**
 * "Confirm level 3": the level a child picked when joining with the class code, confirmed as it is in
 * one tap (PATCH with level_confirmed); until then the child sees no exam.
 */
export function ConfirmLevel({
  student,
  onConfirmed,
}: {
  student: Student;
  onConfirmed: (student: Student) => void;
}) {
  const { t } = useTranslation('roster');
  const update = useUpdateStudent(student.student_id);
  return (
    <>
      <Button
        icon={<CheckOutlined aria-hidden />}
        loading={update.isPending}
        onClick={() =>
          update.mutate(
            { level_confirmed: true },
            { onSuccess: ({ student: confirmed }) => onConfirmed(confirmed) },
          )
        }
        aria-label={t('confirmLevel.buttonFor', { level: student.level, name: student.fullname })}
      >
        {t('confirmLevel.button', { level: student.level })}
      </Button>
      {update.isError && <ApiErrorAlert error={update.error} />}
    </>
  );
}
