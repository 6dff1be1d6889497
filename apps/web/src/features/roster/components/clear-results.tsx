import { Button, Modal, Typography, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { Student } from '@/types/api';
import { useClearStudentResults } from '../api/remove-student';
import { clearedMessage, clearingConsequence } from '../student-deletion';

interface ClearResultsProps {
  student: Student;
  resultCount: number;
  /** Asks the API again how many results there are, for the confirmation to say it exactly. */
  recount: () => void;
  /** The count is being asked again: confirming waits for it. */
  counting: boolean;
}

/** Deleting every result of the student, who stays in the class. */
export function ClearResults({ student, resultCount, recount, counting }: ClearResultsProps) {
  const { t } = useTranslation('roster');
  const [asking, setAsking] = useState(false);
  const clear = useClearStudentResults(student.student_id);
  const [notices, noticeHolder] = message.useMessage();
  const name = student.fullname;

  const consequence = clearingConsequence(name, resultCount);

  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: ({ deletedResults }) => {
        setAsking(false);
        void notices.success(clearedMessage(name, deletedResults));
      },
    });

  const ask = () => {
    recount();
    setAsking(true);
  };

  return (
    <>
      {noticeHolder}
      <Typography.Paragraph>{consequence}</Typography.Paragraph>
      {resultCount > 0 && (
        <Button danger onClick={ask}>
          {t('removal.clearResults')}
        </Button>
      )}
      <Modal
        open={asking}
        title={t('removal.clearTitle', { name })}
        okText={t('removal.clearOk')}
        okButtonProps={{ danger: true, loading: clear.isPending || counting, disabled: resultCount === 0 }}
        cancelText={t('removal.keepResults')}
        onOk={confirm}
        onCancel={() => setAsking(false)}
      >
        <Typography.Paragraph>{consequence}</Typography.Paragraph>
        {resultCount > 0 && <Typography.Paragraph strong>{t('removal.cannotBeUndone')}</Typography.Paragraph>}
        {clear.isError && <ApiErrorAlert error={clear.error} />}
      </Modal>
    </>
  );
}
