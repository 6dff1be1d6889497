import type { AssessmentAnalytics, PracticeAnalytics, StudentExam } from '@/types/api';

export interface ExamOverview {
  exam: StudentExam;
  /** Results I have for it. */
  attempts: number;
  /** My best score, in % of the marks at the time (null before the first attempt). */
  bestPercentage: number | null;
  /** When I last finished it. */
  lastAttempt: string | null;
  /** It cannot be taken now: the teacher has closed it, or it opens later. */
  closed: boolean;
  /** Closed until a time still to come, when it opens by itself. */
  opensLater: boolean;
  /** A test my teacher has let me take once more, not yet begun again. */
  anotherTry: boolean;
}

export interface ExamsOverview {
  practice: ExamOverview[];
  assessments: ExamOverview[];
}

function bestPercentages(practice?: PracticeAnalytics, assessment?: AssessmentAnalytics) {
  const best = new Map<string, number>();
  for (const exam of practice?.exams ?? []) {
    const percentages = exam.attempts.map((attempt) => attempt.scorePercentage);
    if (percentages.length > 0) best.set(exam.examId, Math.max(...percentages));
  }
  for (const exam of assessment?.exams ?? []) {
    best.set(exam.examId, Math.max(best.get(exam.examId) ?? 0, exam.scorePercentage));
  }
  return best;
}

/** Open exams before closed ones; within each, the newest first. */
const byOpenThenNewest = (a: ExamOverview, b: ExamOverview) =>
  Number(a.closed) - Number(b.closed) || b.exam.createdAt.localeCompare(a.exam.createdAt);

/**
 * My exams, practice and assessments apart, each with what I have done in it: the exam list (#22)
 * says how often and when, and which tests my teacher has let me take once more; the analytics (#5, #6)
 * give the best score.
 */
export function overviewExams(
  exams: readonly StudentExam[],
  practice?: PracticeAnalytics,
  assessment?: AssessmentAnalytics,
  now = new Date(),
): ExamsOverview {
  const best = bestPercentages(practice, assessment);
  const overviews = exams.map((exam): ExamOverview => ({
    exam,
    attempts: exam.totalAttempted,
    bestPercentage: best.get(exam.exam_id) ?? null,
    lastAttempt: exam.hasAttempted.attempt_date,
    closed: !exam.is_active,
    opensLater: !exam.is_active && exam.opensAt !== null && new Date(exam.opensAt) > now,
    anotherTry: exam.another_try && exam.openAttempt === null,
  }));
  return {
    practice: overviews.filter(({ exam }) => exam.type === 'practice').sort(byOpenThenNewest),
    assessments: overviews.filter(({ exam }) => exam.type === 'assessment').sort(byOpenThenNewest),
  };
}
