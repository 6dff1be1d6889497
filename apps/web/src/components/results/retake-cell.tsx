import { RedoOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsQueries } from '@/api/analytics-queries';
import { examQueries } from '@/api/exam-queries';
import { resultQueries } from '@/api/result-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { StatusTag } from '@/components/ui/status-tag';
import { api, unwrap } from '@/lib/api-client';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { TeacherResult } from '@/types/api';

/** POST /exam/{examId}/students/{studentId}/retake: one more try of a test for one child. */
function useAllowRetake() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ examId, studentId }: { examId: string; studentId: string }) =>
      unwrap(
        api.POST('/api/v1/exam/{examId}/students/{studentId}/retake', {
          params: { path: { examId, studentId } },
        }),
      ),
    onSuccess: () => invalidate(resultQueries.all(), analyticsQueries.all(), examQueries.all()),
  });
}

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
