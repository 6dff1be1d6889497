import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { examQueries } from '@/api/exam-queries';
import { api, unwrap, unwrapFile } from '@/lib/api-client';
import { fetchPage } from '@/lib/fetch-page';
import { fileNameOf } from '@/lib/file-name';
import { saveFile } from '@/lib/save-file';
import type { TeacherExam } from '@/types/api';

/** The most results one exam's table loads: a large school's year of practice, in one request. */
export const MOST_RESULTS = 500;

/** Results arrive from students' devices, which this one hears nothing of: ask again on every visit. */
const ON_EVERY_VISIT = 0;

/** GET /result?exam=: the exam's results, newest first, with the total when there are more. */
export function useExamResults(examId: string) {
  return useQuery({
    queryKey: ['results', 'exam', examId],
    staleTime: ON_EVERY_VISIT,
    queryFn: () =>
      fetchPage(
        api.GET('/api/v1/result', { params: { query: { exam: examId, limit: String(MOST_RESULTS) } } }),
      ),
  });
}

/** The class's figures for the exam: #27 for a test, #26 for practice. */
export function useExamAnalytics(exam: Pick<TeacherExam, 'exam_id' | 'type'>) {
  const path = { params: { path: { examId: exam.exam_id } } };
  return useQuery({
    // Not the dashboard's key for the same request: this one's data carries its kind.
    queryKey: ['analytics', 'exam', exam.exam_id, 'figures'],
    staleTime: ON_EVERY_VISIT,
    queryFn: async () =>
      exam.type === 'assessment'
        ? {
            kind: 'assessment' as const,
            ...(await unwrap(api.GET('/api/v1/exam/assessment/{examId}/analytics', path))),
          }
        : {
            kind: 'practice' as const,
            ...(await unwrap(api.GET('/api/v1/exam/practice/{examId}/analytics', path))),
          },
  });
}

/** GET /exam/{id}/questions/analytics: how the class answered each question. */
export function useItemAnalysis(examId: string) {
  return useQuery({
    queryKey: ['analytics', 'exam', 'items', examId],
    staleTime: ON_EVERY_VISIT,
    queryFn: () =>
      unwrap(api.GET('/api/v1/exam/{examId}/questions/analytics', { params: { path: { examId } } })),
  });
}

/** GET /exam/{id}/results?format=pdf, saved as `exam-report-<title>.pdf`. */
export function useDownloadExamReport() {
  return useMutation({
    mutationFn: async ({ examId, title }: { examId: string; title: string }) => {
      const pdf = await unwrapFile(
        api.GET('/api/v1/exam/{examId}/results', {
          params: { path: { examId }, query: { format: 'pdf' } },
          parseAs: 'blob',
        }),
      );
      saveFile(pdf, `exam-report-${fileNameOf(title, 'exam')}.pdf`);
    },
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (...queryKeys: QueryKey[]) =>
    Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export interface ExamChanges {
  title?: string;
  duration?: number;
  level?: number;
  is_active?: boolean;
  isSingleAttempt?: boolean;
}

/** PATCH /exam/{id}: what the exam is (its questions stay). */
export function useUpdateExam(examId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ExamChanges) =>
      unwrap(api.PATCH('/api/v1/exam/{examId}', { params: { path: { examId } }, body })),
    onSuccess: () => invalidate(examQueries.all(), ['analytics']),
  });
}

/** DELETE /exam/{id}: hidden (kept for its results) or removed, as the API decides. */
export function useDeleteExam(examId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/exam/{examId}', { params: { path: { examId } } })),
    onSuccess: () => invalidate(examQueries.all()),
  });
}

/** DELETE /exam/{id}/results: every result of the exam. */
export function useDeleteExamResults(examId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/exam/{examId}/results', { params: { path: { examId } } })),
    onSuccess: () => invalidate(['results'], ['analytics'], examQueries.all()),
  });
}
