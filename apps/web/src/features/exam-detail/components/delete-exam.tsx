import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { formatNumber } from '@/lib/format';
import type { TeacherExam } from '@/types/api';
import { useDeleteExam } from '../api/delete-exam';

/** What DELETE /exam does to this exam, said before the teacher confirms. */
export function examDeletion(exam: Pick<TeacherExam, 'title' | 'total_attended'>) {
  return exam.total_attended > 0
    ? {
        action: 'Hide the exam',
        consequence: `${exam.title} has ${formatNumber(exam.total_attended)} ${exam.total_attended === 1 ? 'result' : 'results'}, so it is hidden rather than removed: students no longer see it, and its results, figures and reports stay for you.`,
      }
    : {
        action: 'Delete for good',
        consequence: `${exam.title} has no results, so the exam and its questions are removed for good.`,
      };
}

/** Deleting the exam, with what it will do said first; `onDeleted` leads away from the gone exam. */
export function DeleteExam({ exam, onDeleted }: { exam: TeacherExam; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteExam(exam.exam_id);
  const { action, consequence } = examDeletion(exam);
  return (
    <>
      <Typography.Paragraph>{consequence}</Typography.Paragraph>
      <Button danger onClick={() => setAsking(true)}>
        Delete the exam
      </Button>
      <Modal
        open={asking}
        title={`Delete ${exam.title}?`}
        okText={action}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText="Keep the exam"
        onOk={() => remove.mutate(undefined, { onSuccess: onDeleted })}
        onCancel={() => setAsking(false)}
      >
        <Typography.Paragraph>{consequence}</Typography.Paragraph>
        {remove.isError && <ApiErrorAlert error={remove.error} />}
      </Modal>
    </>
  );
}
