import { RedoOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowRetake } from '@/api/allow-retake';
import { StatusTag } from '@/components/ui/status-tag';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { TeacherResult } from '@/types/api';

/**
 * What a teacher can do about one test result: let the child try once more (the result stays in their
 * history, no longer counted), or see that it was replaced that way. Nothing for practice. The question
 * is a dialog, not a popover: in a table scrolled sideways on a phone a popover lost its place.
 */
export function RetakeCell({ result }: { result: TeacherResult }) {
  const { t } = useTranslation('shared');
  const [asking, setAsking] = useState(false);
  const retake = useAllowRetake();
  if (result.type !== 'assessment') return null;
  if (result.superseded) return <StatusTag tone="grey">{t('retake.replaced')}</StatusTag>;
  const name = result.student.fullname;
  const allow = () =>
    retake.mutate(
      { examId: result.examDetails.exam_id, studentId: result.student.student_id },
      { onSuccess: () => setAsking(false) },
    );
  return (
    <>
      <Button size="small" icon={<RedoOutlined aria-hidden />} onClick={() => setAsking(true)}>
        {t('retake.retake')}
      </Button>
      <Modal
        open={asking}
        title={t('retake.question', { name })}
        okText={t('retake.allow')}
        okButtonProps={{ loading: retake.isPending }}
        cancelText={t('retake.notNow')}
        onOk={allow}
        onCancel={() => setAsking(false)}
      >
        <Typography.Paragraph>{t('retake.explained')}</Typography.Paragraph>
        {retake.isError && <ApiErrorAlert error={retake.error} />}
      </Modal>
    </>
  );
}
