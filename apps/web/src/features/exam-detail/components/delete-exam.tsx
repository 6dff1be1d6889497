import { Button, Modal, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { formatNumber } from '@/lib/format';
import type { TeacherExam } from '@/types/api';
import { useDeleteExam } from '../api/delete-exam';

/** What DELETE /exam does to this exam, said before the teacher confirms. */
export function examDeletion(
  exam: Pick<TeacherExam, 'title' | 'total_attended'>,
  t: TFunction<'examDetail'>,
) {
  return exam.total_attended > 0
    ? {
        action: t('deletion.hide'),
        consequence: t('deletion.hidden', {
          title: exam.title,
          count: exam.total_attended,
          results: formatNumber(exam.total_attended),
        }),
      }
    : {
        action: t('deletion.deleteForGood'),
        consequence: t('deletion.removed', { title: exam.title }),
      };
}

/** Deleting the exam, with what it will do said first; `onDeleted` leads away from the gone exam. */
export function DeleteExam({ exam, onDeleted }: { exam: TeacherExam; onDeleted: () => void }) {
  const { t } = useTranslation('examDetail');
  const [asking, setAsking] = useState(false);
  const remove = useDeleteExam(exam.exam_id);
  const { action, consequence } = examDeletion(exam, t);
  return (
    <>
      <Typography.Paragraph>{consequence}</Typography.Paragraph>
      <Button danger onClick={() => setAsking(true)}>
        {t('deletion.button')}
      </Button>
      <Modal
        open={asking}
        title={t('deletion.confirm', { title: exam.title })}
        okText={action}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText={t('deletion.keep')}
        onOk={() => remove.mutate(undefined, { onSuccess: onDeleted })}
        onCancel={() => setAsking(false)}
      >
        <Typography.Paragraph>{consequence}</Typography.Paragraph>
        {remove.isError && <ApiErrorAlert error={remove.error} />}
      </Modal>
    </>
  );
}
