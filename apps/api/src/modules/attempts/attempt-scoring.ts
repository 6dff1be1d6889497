import { isUniqueViolation } from '../../db/database-errors.js';
import { answersOf, storedAnswers, type Answer } from '../../domain/answers.js';
import { DEADLINE_GRACE_MS, minutesBetween } from '../../domain/attempt-timing.js';
import { conflict, HttpError } from '../../lib/http-error.js';
import type { DataAccess, Repositories } from '../data-access.js';
import { type EventBus, resultEvent } from '../events/index.js';
import { type ResultRow, scoreAnswers } from '../results/index.js';
import { recordSkillUses, shownQuestion, skillUsesOf } from '../skills/index.js';
import type { AttemptRow } from './attempts-repository.js';

/** Past its deadline and the grace for the network: nothing more may be saved or submitted. */
export const isPastGrace = (attempt: AttemptRow, now: Date) =>
  now.getTime() > attempt.deadline.getTime() + DEADLINE_GRACE_MS;

/** Minutes the attempt was given: the exam's duration when it started. */
export const attemptMinutes = (attempt: Pick<AttemptRow, 'startedAt' | 'deadline'>) =>
  Math.round((attempt.deadline.getTime() - attempt.startedAt.getTime()) / 60_000);

export const ALREADY_FINISHED = 'This attempt is already finished';

/** An attempt finished: its result, and the formulas its answers made mastered. */
export interface FinishedAttempt {
  result: ResultRow;
  masteredNow: string[];
}

/**
 * Finishes an open attempt inside the caller's transaction: scores its answers against the questions it
 * showed (its own copy, whatever the exam has now) and stores the result, completed when it was
 * finished or at its deadline, whichever came first, with the evidence of each formula its answers give
 * (timed by the times on screen, the last reported or those saved). Null when another request finished
 * it first.
 */
export async function finishAttempt(
  repositories: Repositories,
  attemptId: number,
  now: Date,
  finalAnswers?: Answer[],
  finalTimesMs?: number[],
): Promise<FinishedAttempt | null> {
  const attempt = await repositories.attempts.lockForFinish(attemptId);
  if (attempt.finishedAt) return null;
  const answers = finalAnswers ?? answersOf(attempt.answers);
  const timesMs = finalTimesMs ?? attempt.timesMs;
  const questions = await repositories.attempts.questionsOf(attempt.id);
  const marks = questions[0]!.marks;
  const scored = scoreAnswers(
    answers,
    questions.map((question) => question.correctOption ?? question.answer),
    marks,
  );
  const completed = now < attempt.deadline ? now : attempt.deadline;
  let result: ResultRow;
  try {
    result = await repositories.results.insert({
      examId: attempt.examId,
      studentId: attempt.studentId,
      score: scored.score,
      totalCorrect: scored.totalCorrect,
      timeTaken: minutesBetween(attempt.startedAt, completed),
      dateCompleted: completed,
      answers: storedAnswers(answers),
      // The exam's version only when these are its questions (shuffled): item analysis maps them back.
      questionsVersion: attempt.seed === null ? attempt.questionsVersion : null,
      examTotalQuestions: questions.length,
      examTotalMarks: questions.length * marks,
      examMarksPerQuestion: marks,
      examDuration: attemptMinutes(attempt),
      examIsSingleAttempt: attempt.isAssessment,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'results_one_per_assessment')) {
      throw conflict('You have already submitted this assessment; it takes one result');
    }
    throw error;
  }
  const masteredNow = await recordSkillUses(
    repositories.skills,
    result,
    skillUsesOf(questions.map(shownQuestion), answers, timesMs ?? undefined),
  );
  await repositories.attempts.markFinished(attempt.id, completed, result.id, answers, timesMs);
  return { result, masteredNow };
}

/**
 * Finishes an attempt left open past its deadline and grace with the answers saved in time: nothing is
 * lost, and no background job is needed. True when this call finished it (its result is announced like
 * one handed in), false when it was finished already. When its student has this assessment's one result
 * already (sent without an attempt) there is nothing to score: the attempt goes, and the 409 says why.
 */
export async function finishExpired(
  data: Pick<DataAccess, 'attempts' | 'results' | 'transaction'>,
  events: Pick<EventBus, 'publish'>,
  attemptId: number,
  now: Date,
): Promise<boolean> {
  try {
    const finished = await data.transaction((repositories) => finishAttempt(repositories, attemptId, now));
    if (!finished) return false;
    const stored = await data.results.findByPublicId(finished.result.publicId);
    if (stored) events.publish(resultEvent(stored, 'created'));
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) await data.attempts.removeOpen(attemptId);
    throw error;
  }
}
