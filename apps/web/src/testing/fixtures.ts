import type { ExamResult, PracticeExamAnalytics, StudentExam } from '@/types/api';

/** An exam as the list (#22) shows it to a student; `overrides` change what the test is about. */
export function studentExam(overrides: Partial<StudentExam> = {}): StudentExam {
  return {
    exam_id: 'eZ4nB7cD1fG9hJ2k',
    title: 'Level 2 weekly practice',
    duration: 15,
    level: 2,
    total_questions: 10,
    total_marks: 20,
    total_marks_per_question: 2,
    is_active: true,
    isSingleAttempt: false,
    type: 'practice',
    questions_version: 1,
    flash: null,
    answerMode: 'choice',
    questionsPerStudent: false,
    reviewWhileOpen: 'answers',
    is_deleted: false,
    deletedAt: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    created_by: { fullname: 'Asha Rao' },
    totalAttempted: 0,
    hasAttempted: { attempted: false, attempt_date: null },
    openAttempt: null,
    ...overrides,
  };
}

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

/** A result (#23) completed at `date_completed`. */
export function examResult(overrides: Partial<ExamResult> = {}): ExamResult {
  return {
    result_id: 'r6TgY3uI8oP1aS5d',
    exam: 'eZ4nB7cD1fG9hJ2k',
    score: 18,
    total_correct: 9,
    time_taken: 12.5,
    date_completed: '2026-11-21T09:42:00.000Z',
    createdAt: '2026-11-21T09:42:01.000Z',
    total_marks: 20,
    total_questions: 10,
    duration: 15,
    type: 'practice',
    superseded: false,
    student: {
      student_id: 's8PqR2vX5nK0LmW4',
      fullname: 'Ravi Kumar',
      username: 'ravi.k',
      sclass: 4,
      level: 2,
    },
    examDetails: { exam_id: 'eZ4nB7cD1fG9hJ2k', title: 'Level 2 weekly practice', level: 2 },
    ...overrides,
  };
}
