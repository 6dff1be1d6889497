import type { AssessmentAnalytics, PracticeAnalytics } from '@/types/api';

/** What a progress line counts along: a practice exam's tries, or my tests. */
export type ScoreUnit = 'try' | 'test';

/** One point of a progress line: the n-th try (from 1) and its score in %. */
export interface ScorePoint {
  number: number;
  date: string;
  scorePercentage: number;
  score: number;
  totalMarks: number;
  minutes: number;
}

export interface PracticeProgress {
  examId: string;
  title: string;
  points: ScorePoint[];
  bestPercentage: number;
  averagePercentage: number;
}

/** Rounded as the API rounds its figures: 2 decimals, half away from zero. */
const round2 = (value: number) => Math.sign(value) * (Math.round(Math.abs(value) * 100) / 100);

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

/**
 * Each practice exam's attempts as a line of score % by try, oldest first (as the API lists them),
 * with my best and average score %. Exams without attempts are left out.
 */
export function practiceProgress(analytics: PracticeAnalytics): PracticeProgress[] {
  return analytics.exams
    .filter((exam) => exam.attempts.length > 0)
    .map((exam) => {
      const percentages = exam.attempts.map((attempt) => attempt.scorePercentage);
      return {
        examId: exam.examId,
        title: exam.title,
        points: exam.attempts.map((attempt, index) => ({
          number: index + 1,
          date: attempt.date,
          scorePercentage: attempt.scorePercentage,
          score: attempt.score,
          totalMarks: exam.totalMarks,
          minutes: attempt.durationTaken,
        })),
        bestPercentage: Math.max(...percentages),
        averagePercentage: round2(mean(percentages)),
      };
    });
}

/** My assessments as a line of score % by test, oldest first (as the API lists them). */
export function assessmentPoints(analytics: AssessmentAnalytics): (ScorePoint & { title: string })[] {
  return analytics.exams.map((exam, index) => ({
    number: index + 1,
    title: exam.title,
    date: exam.date,
    scorePercentage: exam.scorePercentage,
    score: exam.score,
    totalMarks: exam.totalMarks,
    minutes: exam.durationTaken,
  }));
}
