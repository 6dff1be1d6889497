import type { ExamRow } from '../exams/index.js';
import type { NewResult } from './results-repository.js';

/**
 * The exam figures a result is scored against, kept with it: later edits or regenerations of the exam
 * never rewrite history or analytics.
 */
export const resultSnapshot = (
  exam: ExamRow,
): Pick<
  NewResult,
  'examTotalQuestions' | 'examTotalMarks' | 'examMarksPerQuestion' | 'examDuration' | 'examIsSingleAttempt'
> => ({
  examTotalQuestions: exam.totalQuestions,
  examTotalMarks: exam.totalMarks,
  examMarksPerQuestion: exam.totalMarksPerQuestion,
  examDuration: exam.duration,
  examIsSingleAttempt: exam.isSingleAttempt,
});
