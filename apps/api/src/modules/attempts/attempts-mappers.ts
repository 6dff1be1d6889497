import { examTypeOf } from '../../domain/exam-type.js';
import { answersOf } from '../../domain/answers.js';
import type { Account } from '../../domain/roles.js';
import { flashOf, listeningOf } from '../exams/index.js';
import { toQuestion } from '../questions/index.js';
import { toReviewedResult } from '../results/index.js';
import { attemptMinutes } from './attempt-scoring.js';
import type { Attempt } from './attempts-schemas.js';
import type { AttemptView } from './attempts-service.js';

/** The attempt as its reader sees it: the exam's admin sees what the child was asked, with the answers. */
export const toAttempt = (
  { attempt, exam, studentPublicId, questions, result }: AttemptView,
  now: Date,
  reader: Account['role'],
): Attempt => ({
  attempt_id: attempt.publicId,
  exam_id: exam.publicId,
  student_id: studentPublicId,
  status: attempt.finishedAt ? 'finished' : 'open',
  exam: {
    title: exam.title,
    type: examTypeOf({ isSingleAttempt: attempt.isAssessment }),
    duration: attemptMinutes(attempt),
    total_questions: questions.length,
    total_marks: questions.reduce((sum, question) => sum + question.marks, 0),
    flash: flashOf(exam),
    listening: listeningOf(exam),
    answerMode: attempt.answerMode,
    negativeAnswers: exam.negativeAnswers,
  },
  started_at: attempt.startedAt.toISOString(),
  deadline: attempt.deadline.toISOString(),
  server_time: now.toISOString(),
  questions_version: attempt.questionsVersion,
  questions: questions.map((question) => toQuestion(question, reader === 'admin' ? 'owner' : 'question')),
  answers: answersOf(attempt.answers),
  saved_at: attempt.savedAt?.toISOString() ?? null,
  finished_at: attempt.finishedAt?.toISOString() ?? null,
  result: result && toReviewedResult(result),
});
