import { RedoOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Popconfirm, Typography } from 'antd';
import { analyticsQueries } from '@/api/analytics-queries';
import { examQueries } from '@/api/exam-queries';
import { resultQueries } from '@/api/result-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { StatusTag } from '@/components/ui/status-tag';
import { api, unwrap } from '@/lib/api-client';
import { errorMessage } from '@/components/ui/api-error-alert';
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
 * history, no longer counted), or see that it was replaced that way. Nothing for practice.
 */
export function RetakeCell({ result }: { result: TeacherResult }) {
  const retake = useAllowRetake();
  if (result.type !== 'assessment') return null;
  if (result.superseded) return <StatusTag tone="grey">Replaced by a retake</StatusTag>;
  const name = result.student.fullname;
  return (
    <>
      <Popconfirm
        title={`Let ${name} take this test once more?`}
        description="This result stays in their history, but the new one is the one that counts."
        okText="Allow a retake"
        cancelText="Not now"
        onConfirm={() =>
          retake.mutate({ examId: result.examDetails.exam_id, studentId: result.student.student_id })
        }
      >
        <Button size="small" icon={<RedoOutlined aria-hidden />} loading={retake.isPending}>
          Retake
        </Button>
      </Popconfirm>
      {retake.isError && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {errorMessage(retake.error)}
        </Typography.Text>
      )}
    </>
  );
}
