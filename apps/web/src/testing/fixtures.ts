import type { Mistake } from '@abacus/generator';
import type { PracticeExamAnalytics, StudentExam } from '@/types/api';

/** The fields every exam has, wherever the API gives one: the exam list (#22), its questions' analysis. */
export type ExamFields = Omit<
  StudentExam,
  'created_by' | 'totalAttempted' | 'hasAttempted' | 'another_try' | 'openAttempt'
>;

/** An exam's own fields; `overrides` change what the test is about. */
export function examFields(overrides: Partial<ExamFields> = {}): ExamFields {
  return {
    exam_id: 'eZ4nB7cD1fG9hJ2k',
    title: 'Level 2 weekly practice',
    duration: 15,
    level: 2,
    total_questions: 10,
    total_marks: 20,
    total_marks_per_question: 2,
    is_active: true,
    opensAt: null,
    closesAt: null,
    isSingleAttempt: false,
    type: 'practice',
    questions_version: 1,
    flash: null,
    listening: null,
    answerMode: 'choice',
    questionsPerStudent: false,
    reviewWhileOpen: 'answers',
    is_deleted: false,
    deletedAt: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** An exam as the list (#22) shows it to a student; `overrides` change what the test is about. */
export function studentExam(overrides: Partial<StudentExam> = {}): StudentExam {
  return {
    ...examFields(),
    created_by: { fullname: 'Asha Rao' },
    totalAttempted: 0,
    hasAttempted: { attempted: false, attempt_date: null },
    another_try: false,
    openAttempt: null,
    ...overrides,
  };
}

/** How many wrong answers stood for each abacus mistake, when none did. */
export const NO_MISTAKES: Record<Mistake, number> = {
  'five-bead': 0,
  'one-bead': 0,
  carry: 0,
  'skipped-row': 0,
  sign: 0,
  'rod-slip': 0,
  'times-table': 0,
};

/** One practice exam's analytics (#6) with attempts scoring the given percentages, a day apart. */
export function practiceExamAnalytics(
  examId: string,
  percentages: readonly number[],
  totalMarks = 20,
): PracticeExamAnalytics {
  const attempts = percentages.map((scorePercentage, index) => ({
    score: (scorePercentage / 100) * totalMarks,
    durationTaken: 10,
    scorePercentage,
    date: new Date(Date.UTC(2026, 10, 2 + index, 9)).toISOString(),
    timeUtilizationPercentage: 66.67,
  }));
  const scores = attempts.map((attempt) => attempt.score);
  return {
    examId,
    title: `Exam ${examId}`,
    level: 2,
    totalMarks,
    duration: 15,
    totalAttempts: attempts.length,
    score: { min: Math.min(...scores), max: Math.max(...scores), avg: 0 },
    time_taken: { min: 10, max: 10, avg: 10 },
    attempts,
  };
}
