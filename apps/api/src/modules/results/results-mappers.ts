import { examTypeOf } from '../../domain/exam-type.js';
import type { AttemptingStudent, ResultSummary } from './results-repository.js';
import type { ChoiceQuestion } from '../exams/index.js';
import type {
  AttemptingStudentItem,
  Result,
  ResultDetail,
  ReviewedResult,
  ShownQuestion,
} from './results-schemas.js';
import type { ReviewedResultRow } from './results-service.js';

export const toResult = (row: ResultSummary): Result => ({
  result_id: row.publicId,
  exam: row.examPublicId,
  score: row.score,
  total_correct: row.totalCorrect,
  time_taken: row.timeTaken,
  date_completed: row.dateCompleted.toISOString(),
  createdAt: row.createdAt.toISOString(),
  total_marks: row.examTotalMarks,
  total_questions: row.examTotalQuestions,
  duration: row.examDuration,
  type: examTypeOf({ isSingleAttempt: row.examIsSingleAttempt }),
  superseded: row.superseded,
  live_round: row.liveRound,
  in_analytics: row.inAnalytics,
});

// Object.assign rather than a spread followed by more properties, which V8 builds far more slowly
// (see exams-mappers.ts).
export const toResultDetail = (row: ResultSummary): ResultDetail =>
  Object.assign(toResult(row), {
    student: {
      student_id: row.studentPublicId,
      fullname: row.studentFullname,
      username: row.studentUsername,
      sclass: row.studentSclass,
      level: row.studentLevel,
    },
    examDetails: {
      exam_id: row.examPublicId,
      title: row.examTitle,
      level: row.examLevel,
      daily_practice: row.examDaily,
    },
  });

export const toAttemptingStudent = (row: AttemptingStudent): AttemptingStudentItem => ({
  student_id: row.studentPublicId,
  fullname: row.fullname,
  username: row.username,
  sclass: row.sclass,
  level: row.level,
  is_deleted: row.isDeleted,
  attempts: row.attempts,
  best_score: row.bestScore,
  last_attempt: row.lastAttempt.toISOString(),
});

/** A question as a student was shown it: no answer. */
export const toShownQuestion = (question: ChoiceQuestion): ShownQuestion => ({
  position: question.position,
  question: question.question,
  marks: question.marks,
  option_a: question.optionA ?? null,
  option_b: question.optionB ?? null,
  option_c: question.optionC ?? null,
  option_d: question.optionD ?? null,
});

export const toReviewedResult = (row: ReviewedResultRow): ReviewedResult =>
  Object.assign(toResultDetail(row), {
    questions_version: row.review.answers ? row.questionsVersion : null,
    answers: row.review.answers,
    feedback: row.review.feedback,
  });
