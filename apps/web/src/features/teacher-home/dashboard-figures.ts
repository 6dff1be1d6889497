import type { TeacherExam } from '@/types/api';

export interface ExamCounts {
  open: { practice: number; assessment: number };
  closed: { practice: number; assessment: number };
}

/** My exams counted by open/closed and practice/test. */
export function countExams(exams: readonly TeacherExam[]): ExamCounts {
  const counts: ExamCounts = {
    open: { practice: 0, assessment: 0 },
    closed: { practice: 0, assessment: 0 },
  };
  for (const exam of exams) counts[exam.is_active ? 'open' : 'closed'][exam.type] += 1;
  return counts;
}

/** The open tests, newest first, at most `limit` of them: the ones students may still be missing. */
export const openTests = (exams: readonly TeacherExam[], limit: number): TeacherExam[] =>
  exams
    .filter((exam) => exam.is_active && exam.type === 'assessment')
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
