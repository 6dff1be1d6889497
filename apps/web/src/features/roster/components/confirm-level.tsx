import { CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { Student } from '@/types/api';

/** What the teacher is told once a level is confirmed. */
export const confirmedNotice = ({ fullname, level }: Student) =>
  `${fullname} is confirmed at level ${level} and sees the level ${level} exams now.`;
import { useUpdateStudent } from '../api/update-student';

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
        aria-label={`Confirm level ${student.level} for ${student.fullname}`}
      >
        Confirm level {student.level}
      </Button>
      {update.isError && <ApiErrorAlert error={update.error} />}
    </>
  );
}
