import { DeleteOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { NoticeWords } from '@/lib/screen-notice';
import type { Student } from '@/types/api';
import { useDeleteStudent } from '../api/remove-student';
import { deletedNotice, deletionOutcome, deletionWording } from '../student-deletion';

interface DeleteStudentProps {
  student: Student;
  resultCount: number;
  /** Asks the API again how many results there are: they decide what deleting does. */
  recount: () => void;
  /** The count is being asked again: confirming waits for it. */
  counting: boolean;
  /** The student is gone from this screen: `notice` says what became of them. */
  onDeleted: (notice: NoticeWords) => void;
}

/**
 * Deleting the student, with what it will do said before the button is pressed: with results the
 * account is closed and the results kept, without results it is removed entirely.
 */
export function DeleteStudent({ student, resultCount, recount, counting, onDeleted }: DeleteStudentProps) {
  const { t } = useTranslation('roster');
  const [asking, setAsking] = useState(false);
  const remove = useDeleteStudent(student.student_id);
  const name = student.fullname;
  const wording = deletionWording(deletionOutcome(student, resultCount), student, resultCount);

  if (wording === null) {
    return <Typography.Paragraph>{t('removal.closedWithResults', { name })}</Typography.Paragraph>;
  }

  const ask = () => {
    recount();
    setAsking(true);
  };

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: ({ permanently }) => onDeleted(deletedNotice(name, permanently)),
    });

  return (
    <>
      <Typography.Paragraph>{wording.consequence}</Typography.Paragraph>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={ask}>
        {t('removal.deleteStudent')}
      </Button>
      <Modal
        open={asking}
        title={wording.question}
        okText={wording.confirm}
        okButtonProps={{ danger: true, loading: remove.isPending || counting }}
        cancelText={t('removal.keepStudent')}
        onOk={confirm}
        onCancel={() => setAsking(false)}
      >
        <Typography.Paragraph>{wording.consequence}</Typography.Paragraph>
        <Typography.Paragraph strong>{t('removal.cannotBeUndoneHere')}</Typography.Paragraph>
        {remove.isError && <ApiErrorAlert error={remove.error} />}
      </Modal>
    </>
  );
}
