import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { StudentExam } from '@/types/api';

/** The most the API lists at once; a class has far fewer exams at one level. */
const ALL = '500';

type ListedExam = Awaited<ReturnType<typeof listExams>>[number];

const listExams = () => unwrap(api.GET('/api/v1/exam', { params: { query: { limit: ALL } } }));

/** The list answers a student with the student's view of each exam (the other view is a teacher's). */
const isStudentView = (exam: ListedExam): exam is StudentExam => 'created_by' in exam;

/** GET /exam as a student: the exams of my teacher at my level, with what I have done in each. */
export function useStudentExams() {
  return useQuery({
    queryKey: ['exams', 'mine'],
    queryFn: async () => (await listExams()).filter(isStudentView),
  });
}
