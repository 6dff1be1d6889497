import { SETTING_BOUNDS } from '@abacus/generator';
import { isUniqueViolation } from '../../db/database-errors.js';
import type { Answer } from '../../domain/answers.js';
import { boundedTimes } from '../../domain/attempt-timing.js';
import type { Account, StudentAccount } from '../../domain/roles.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { DataAccess } from '../data-access.js';
import { type EventBus, resultEvent } from '../events/index.js';
import {
  examOfStudentsAdmin,
  type ExamQuestionGenerator,
  type ExamRow,
  refuseUnconfirmedLevel,
  settingsOfExam,
} from '../exams/index.js';
import { checkAnswerKinds, type ResultsService, type ReviewedResultRow } from '../results/index.js';
import type { AttemptQuestionRow, AttemptRow, AttemptWithExam } from './attempts-repository.js';
import { ALREADY_FINISHED, finishAttempt, finishExpired, isPastGrace } from './attempt-scoring.js';
import { shuffleForAttempt, type AttemptQuestion } from './shuffle-questions.js';

const ATTEMPT_NOT_FOUND = 'Attempt not found';
const TIME_IS_UP = 'Time is up: the attempt was submitted with the answers saved before its deadline';
const TAKEN_ONCE = 'You have already taken this assessment; it takes one attempt';
const STARTED_ELSEWHERE = 'This exam was started from another tab a moment ago; please try again';
const EXAM_CLOSED = 'Your teacher has closed this exam: the answers saved so far are final';
const BEING_CHANGED = 'Your teacher is changing this exam’s questions right now; please try again';

/** A closed exam (deactivated or deleted) shows students its key, so its answers can no longer change. */
const isClosed = (exam: ExamRow) => !exam.isActive || exam.deletedAt !== null;

/** An attempt as its reader sees it: the questions it shows and, once finished, its result. */
export interface AttemptView extends AttemptWithExam {
  questions: AttemptQuestionRow[];
  result: ReviewedResultRow | null;
}

export function createAttemptsService({
  data,
  results,
  generateQuestions,
  events,
}: {
  data: Pick<DataAccess, 'attempts' | 'exams' | 'gradings' | 'results' | 'transaction'>;
  results: Pick<ResultsService, 'read'>;
  generateQuestions: ExamQuestionGenerator;
  events: Pick<EventBus, 'publish'>;
}) {
  /**
   * What a new attempt shows: questions drawn for it alone from the exam's settings, or the exam's current
   * questions read together with their version (a regeneration committed meanwhile cannot leave it with
   * none); either way in an order, and with options in orders, of its own.
   */
  async function questionsForNewAttempt(
    exam: ExamRow,
  ): Promise<{ questionsVersion: number; seed: number | null; shown: AttemptQuestion[] }> {
    if (exam.questionsPerStudent) {
      const { questions, columns } = await generateQuestions(settingsOfExam(exam));
      return {
        questionsVersion: exam.questionsVersion,
        seed: columns.seed,
        shown: shuffleForAttempt(questions, false),
      };
    }
    const current = await data.exams.currentQuestionsOf(exam.id, 1, SETTING_BOUNDS.totalQuestions.max);
    if (current.rows.length === 0) throw conflict(BEING_CHANGED);
    return { questionsVersion: current.version, seed: null, shown: shuffleForAttempt(current.rows, true) };
  }

  /** Finishes the attempt if it is found past its deadline and grace; true when this call finished it. */
  async function settleIfExpired(attempt: AttemptRow, now: Date): Promise<boolean> {
    if (attempt.finishedAt || !isPastGrace(attempt, now)) return false;
    return finishExpired(data, events, attempt.id, now);
  }

  async function view(account: Account, found: AttemptWithExam): Promise<AttemptView> {
    const { attempt } = found;
    const [questions, result] = await Promise.all([
      data.attempts.questionsOf(attempt.id),
      attempt.resultId === null ? null : readResult(account, attempt),
    ]);
    return { ...found, questions, result };
  }

  async function readResult(account: Account, attempt: AttemptRow): Promise<ReviewedResultRow | null> {
    const row = await data.results.findById(attempt.resultId!);
    return row && results.read(account, row.publicId);
  }

  /** An attempt the account may see: a student's own, or one of an exam the admin owns; settled if expired. */
  async function readable(account: Account, attemptId: string, now: Date): Promise<AttemptWithExam> {
    const found = await data.attempts.findByPublicId(attemptId);
    if (!found) throw notFound(ATTEMPT_NOT_FOUND);
    const mine =
      account.role === 'student' ? found.attempt.studentId === account.id : found.exam.adminId === account.id;
    if (!mine) throw forbidden('This attempt belongs to someone else');
    if (await settleIfExpired(found.attempt, now)) return (await data.attempts.findByPublicId(attemptId))!;
    return found;
  }

  /** A student's own open attempt, to change; refused once finished or past its deadline and grace. */
  async function ownOpen(student: StudentAccount, attemptId: string, now: Date): Promise<AttemptWithExam> {
    const found = await data.attempts.findByPublicId(attemptId);
    if (!found) throw notFound(ATTEMPT_NOT_FOUND);
    if (found.attempt.studentId !== student.id) throw forbidden('This attempt belongs to someone else');
    if (await settleIfExpired(found.attempt, now)) throw conflict(TIME_IS_UP);
    if (found.attempt.finishedAt) throw conflict(ALREADY_FINISHED);
    return found;
  }

  function checkAnswers(found: AttemptWithExam, answers: Answer[]): void {
    const expected = found.attempt.answers.length;
    if (answers.length !== expected) {
      throw badRequest(`answers must have one entry per question: ${expected}, not ${answers.length}`);
    }
    checkAnswerKinds(answers, found.attempt.answerMode);
  }

  /** The times reported, if any, as the attempt keeps them: one per question, bounded by the server's clock. */
  function keptTimes(found: AttemptWithExam, timesMs: number[] | undefined, now: Date): number[] | undefined {
    if (!timesMs) return undefined;
    const expected = found.attempt.answers.length;
    if (timesMs.length !== expected) {
      throw badRequest(`times_ms must have one entry per question: ${expected}, not ${timesMs.length}`);
    }
    return boundedTimes(timesMs, found.attempt.timesMs, now.getTime() - found.attempt.startedAt.getTime());
  }

  /**
   * When a new attempt of the exam ends: its duration from now; for a section of a whole paper, the
   * paper's one clock (the sections' minutes added, from the first section the child started), and none
   * once that clock has run out.
   */
  async function deadlineOf(exam: ExamRow, student: StudentAccount, now: Date): Promise<Date> {
    const paper = exam.isSingleAttempt ? await data.gradings.paperClock(exam.id, student.id) : null;
    if (!paper) return new Date(now.getTime() + exam.duration * 60_000);
    const deadline = new Date((paper.firstStartedAt ?? now).getTime() + paper.minutes * 60_000);
    if (deadline <= now) {
      throw conflict(
        `The time for this paper is over: its sections share one clock of ${paper.minutes} minutes, ` +
          'from the first one started',
      );
    }
    return deadline;
  }

  /** The exam, if the student may take it now (as for submitting a result). */
  async function takeableExam(student: StudentAccount, examId: string): Promise<ExamRow> {
    const exam = await examOfStudentsAdmin(data.exams, student, examId);
    refuseUnconfirmedLevel(student);
    if (!exam.isActive) throw badRequest('This exam is not active');
    if (exam.level !== student.level) {
      throw badRequest(`This exam is for level ${exam.level}; you are at level ${student.level}`);
    }
    return exam;
  }

  return {
    /**
     * Starts the student's attempt of an exam, or resumes the one still open (`started: false`). An
     * assessment is taken once: after its attempt (or a result sent without one), 409.
     */
    async start(
      student: StudentAccount,
      examId: string,
      now = new Date(),
    ): Promise<{ view: AttemptView; started: boolean }> {
      const exam = await takeableExam(student, examId);
      const open = await data.attempts.findOpen(exam.id, student.id);
      if (open && !(await settleIfExpired(open.attempt, now)))
        return { view: await view(student, open), started: false };
      // Another request of the same student may have started it since the look above: resume that one.
      const resumeConcurrent = async () => {
        const concurrent = await data.attempts.findOpen(exam.id, student.id);
        if (!concurrent || (await settleIfExpired(concurrent.attempt, now))) {
          throw conflict(exam.isSingleAttempt ? TAKEN_ONCE : STARTED_ELSEWHERE);
        }
        return { view: await view(student, concurrent), started: false };
      };
      if (exam.isSingleAttempt) {
        const taken =
          (await data.attempts.findOfAssessment(exam.id, student.id)) !== null ||
          (await data.results.hasResultOf(exam.id, student.id));
        if (taken) return resumeConcurrent();
      }
      const deadline = await deadlineOf(exam, student, now);
      const { questionsVersion, seed, shown } = await questionsForNewAttempt(exam);
      try {
        const attempt = await data.attempts.insert(
          {
            examId: exam.id,
            studentId: student.id,
            isAssessment: exam.isSingleAttempt,
            questionsVersion,
            seed,
            answerMode: exam.answerMode,
            answers: Array.from({ length: shown.length }, () => null),
            startedAt: now,
            deadline,
          },
          shown,
        );
        return {
          view: await view(student, { attempt, exam, studentPublicId: student.publicId }),
          started: true,
        };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return resumeConcurrent();
      }
    },

    async read(account: Account, attemptId: string, now = new Date()): Promise<AttemptView> {
      return view(account, await readable(account, attemptId, now));
    },

    /** Autosave: the answers so far, while the attempt is open and within its deadline and grace. */
    async save(
      student: StudentAccount,
      attemptId: string,
      answers: Answer[],
      timesMs?: number[],
      now = new Date(),
    ): Promise<Date> {
      const found = await ownOpen(student, attemptId, now);
      checkAnswers(found, answers);
      const times = keptTimes(found, timesMs, now);
      if (isClosed(found.exam)) throw conflict(EXAM_CLOSED);
      const saved = await data.attempts.saveAnswers(found.attempt.id, answers, now, times);
      if (!saved) throw conflict(ALREADY_FINISHED);
      return saved.savedAt!;
    },

    /** Finishes and scores the attempt (with its last answers, when sent); the result, as the student sees it. */
    async submit(
      student: StudentAccount,
      attemptId: string,
      answers: Answer[] | undefined,
      timesMs?: number[],
      now = new Date(),
    ): Promise<{ result: ReviewedResultRow; masteredNow: string[] }> {
      const found = await ownOpen(student, attemptId, now);
      if (answers) checkAnswers(found, answers);
      const closed = isClosed(found.exam);
      const final = closed ? undefined : answers;
      const times = closed ? undefined : keptTimes(found, timesMs, now);
      const finished = await data.transaction((repositories) =>
        finishAttempt(repositories, found.attempt.id, now, final, times),
      );
      if (!finished) throw conflict(ALREADY_FINISHED);
      const submitted = await results.read(student, finished.result.publicId);
      events.publish(resultEvent(submitted, 'created'));
      return { result: submitted, masteredNow: finished.masteredNow };
    },
  };
}

export type AttemptsService = ReturnType<typeof createAttemptsService>;
