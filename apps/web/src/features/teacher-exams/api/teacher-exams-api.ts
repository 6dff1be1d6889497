import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapFile } from '@/lib/api-client';
import { fileNameOf } from '@/lib/file-name';
import { saveFile } from '@/lib/save-file';
import type { TeacherExam } from '@/types/api';

const ALL = '500';

type ListedExam = Awaited<ReturnType<typeof listExams>>[number];
export type { TeacherExam };

const listExams = () => unwrap(api.GET('/api/v1/exam', { params: { query: { limit: ALL } } }));
const isTeacherView = (exam: ListedExam): exam is TeacherExam => !('created_by' in exam);

/** GET /exam as a teacher: my exams, newest first, with how many took each. */
export function useTeacherExams() {
  return useQuery({
    queryKey: ['exams', 'teacher'],
    queryFn: async () => (await listExams()).filter(isTeacherView),
  });
}

/** PATCH /exam/{id}/activate or /deactivate: opens or closes an exam to students. */
export function useSetExamOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examId, open }: { examId: string; open: boolean }) =>
      unwrap(
        open
          ? api.PATCH('/api/v1/exam/{examId}/activate', { params: { path: { examId } } })
          : api.PATCH('/api/v1/exam/{examId}/deactivate', { params: { path: { examId } } }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['exams'] }),
  });
}

/** GET /exam/{id}/worksheet?format=pdf, saved as `worksheet-<title>.pdf`. */
export function useDownloadWorksheet() {
  return useMutation({
    mutationFn: async ({ examId, title }: { examId: string; title: string }) => {
      const pdf = await unwrapFile(
        api.GET('/api/v1/exam/{examId}/worksheet', {
          params: { path: { examId }, query: { format: 'pdf' } },
          parseAs: 'blob',
        }),
      );
      saveFile(pdf, `worksheet-${fileNameOf(title, 'exam')}.pdf`);
    },
  });
}
