import { randomInt } from 'node:crypto';
import { ROUND_CODE_LENGTH, type RoundChange, type RoundState } from '@abacus/contract';
import { isUniqueViolation } from '../../db/database-errors.js';
import type { PageMeta } from '../../lib/common-schemas.js';
import { minutesBetween } from '../../domain/attempt-timing.js';
import { storedAnswers, type Answer, type OptionLetter } from '../../domain/answers.js';
import {
  LEVEL_NOT_CONFIRMED,
  type Account,
  type AdminAccount,
  type StudentAccount,
} from '../../domain/roles.js';
import { questionWindow, termsOf, type QuestionWindow } from '../../domain/round-timing.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { DataAccess } from '../data-access.js';
import { type EventBus, resultEvent, roundEvent } from '../events/index.js';
import { flashOf } from '../exams/index.js';
import { resultSnapshot, scoreAnswers } from '../results/index.js';
import { skillUsesOf } from '../skills/index.js';
import type {
  LeaderboardRow,
  PlayerAnswer,
  QuestionFigures,
  RoundQuestion,
  RoundRow,
} from './rounds-repository.js';
import type { CreateRoundBody, RoundAnswerBody } from './rounds-schemas.js';
import { createQuestionTimers } from './question-timers.js';
import { inAudience, playedFrom, positionOf, refuseTestNotYetSat, stateOf } from './round-rules.js';

const ROUND_NOT_FOUND = 'Round not found';
const ROUND_ENDED = 'This round has ended';
const RESULTS_SAVED = "This round's results are saved already";
const TIME_IS_UP = 'Time is up for this question';
/** Six digits give a million codes; a few draws find one not in use among the rounds running. */
const CODE_DRAWS = 10;
const TIME_UP_MARGIN_MS = 50;

/** What a reader is shown of a round: the round, and what its current question and standings are now. */
export interface RoundView {
  round: RoundRow;
  state: RoundState;
  question: RoundQuestion | null;
  window: QuestionWindow | null;
  reveal: QuestionFigures | null;
  leaderboard: LeaderboardRow[];
  /** The student reading it, with when they joined and their answer to the current question; null: the admin. */
  student: { id: number; joinedAt: Date | null; answer: PlayerAnswer | null } | null;
}

export interface SavedResults {
  saved: number;
  skipped: { studentId: string; reason: string }[];
}

const newCode = () => String(randomInt(10 ** ROUND_CODE_LENGTH)).padStart(ROUND_CODE_LENGTH, '0');

export function createRoundsService({
  data,
  events,
}: {
  data: Pick<DataAccess, 'rounds' | 'exams' | 'results' | 'transaction'>;
  events: Pick<EventBus, 'publish'>;
}) {
  const { rounds } = data;

  const announce = (round: RoundRow, change: RoundChange) => events.publish(roundEvent(round, change));
  const reread = async (round: RoundRow) => (await rounds.findById(round.id))!;
  // Screens still on the question when its time runs out read it again, answer and all, as after a reveal.
  const timers = createQuestionTimers((roundId, question) => {
    rounds
      .findById(roundId)
      .then((round) => {
        if (round && !round.endedAt && !round.revealedAt && round.questionIndex === question) {
          announce(round, 'revealed');
        }
      })
      // Gone with the process's database (closing), or read while it was out of reach: each screen's own
      // clock still shows the time is up, and the teacher's projector reveals the answer.
      .catch(() => undefined);
  });

  /** The round's current question and when its answers count; none in the lobby. */
  async function currentQuestion(round: RoundRow) {
    if (round.questionIndex === 0) return { question: null, window: null };
    const question = await rounds.questionAt(round.examId, round.questionsVersion, round.questionIndex);
    if (!question) return { question: null, window: null };
    return {
      question,
      window: questionWindow(termsOf(question.question).length, flashOf(round.exam), round.secondsToAnswer),
    };
  }

  async function view(account: Account, round: RoundRow): Promise<RoundView> {
    const { question, window } = await currentQuestion(round);
    const state = stateOf(round, window);
    const closed = state === 'reveal' || (state === 'ended' && question !== null);
    const [reveal, leaderboard, student] = await Promise.all([
      closed ? rounds.questionFigures(round.id, round.questionIndex) : null,
      rounds.leaderboard(round.id, closed ? round.questionIndex : round.questionIndex - 1),
      account.role === 'student'
        ? Promise.all([
            rounds.playerOf(round.id, account.id),
            round.questionIndex > 0 ? rounds.answerOf(round.id, account.id, round.questionIndex) : null,
          ]).then(([joinedAt, answer]) => ({ id: account.id, joinedAt, answer }))
        : null,
    ]);
    return { round, state, question, window, reveal, leaderboard, student };
  }

  async function ownRound(admin: AdminAccount, roundId: string): Promise<RoundRow> {
    const round = await rounds.findByPublicId(roundId);
    if (!round || round.adminId !== admin.id) throw notFound(ROUND_NOT_FOUND);
    return round;
  }

  async function readableRound(account: Account, roundId: string): Promise<RoundRow> {
    if (account.role === 'admin') return ownRound(account, roundId);
    const round = await rounds.findByPublicId(roundId);
    if (!round || !inAudience(account, round)) throw notFound(ROUND_NOT_FOUND);
    return round;
  }

  return {
    async create(admin: AdminAccount, body: CreateRoundBody): Promise<RoundView> {
      const exam = await data.exams.findByPublicId(body.exam);
      if (!exam || exam.deletedAt || exam.adminId !== admin.id) throw notFound('Exam not found');
      if (exam.listeningNumbersPerMinute !== null) {
        throw badRequest(
          'a round shows its questions on the projector: a listening exam is read aloud on each child’s ' +
            'device, use a flash or written exam',
        );
      }
      refuseTestNotYetSat(exam, await data.exams.now());
      for (let draw = 1; ; draw++) {
        const code = newCode();
        await rounds.endIdle(admin.id, code);
        try {
          const id = await rounds.create({
            adminId: admin.id,
            examId: exam.id,
            code,
            wholeClass: body.whole_class,
            secondsToAnswer: body.seconds_to_answer,
            questionsVersion: exam.questionsVersion,
          });
          const round = (await rounds.findById(id))!;
          announce(round, 'opened');
          return view(admin, round);
        } catch (error) {
          if (isUniqueViolation(error, 'rounds_one_running_per_admin')) {
            const running = await rounds.runningOf(admin.id);
            if (running)
              throw conflict(`You already have a round running (code ${running.code}): end it first`);
          } else if (!isUniqueViolation(error, 'rounds_code_running') || draw === CODE_DRAWS) {
            throw error;
          }
        }
      }
    },

    async list(account: Account, query: { page: number; limit: number }) {
      const meta = (total: number): PageMeta => ({ page: query.page, limit: query.limit, total });
      if (account.role === 'admin') {
        const { rows, total } = await rounds.listForAdmin(account.id, query.page, query.limit);
        return { views: await Promise.all(rows.map((round) => view(account, round))), meta: meta(total) };
      }
      const joinable = account.levelConfirmed ? await rounds.joinableFor(account.adminId, account.level) : [];
      const page = joinable.slice((query.page - 1) * query.limit, query.page * query.limit);
      return {
        views: await Promise.all(page.map((round) => view(account, round))),
        meta: meta(joinable.length),
      };
    },

    async read(account: Account, roundId: string): Promise<RoundView> {
      return view(account, await readableRound(account, roundId));
    },

    /** Joins the running round of this code; joining again (a dropped connection) finds where the round is. */
    async join(student: StudentAccount, code: string): Promise<RoundView> {
      const round = await rounds.runningWithCode(code);
      if (!round || round.adminId !== student.adminId) {
        if (await rounds.endedWithCode(student.adminId, code)) throw conflict(ROUND_ENDED);
        throw notFound('No round is running with this code');
      }
      if (!student.levelConfirmed) throw forbidden(LEVEL_NOT_CONFIRMED);
      if (!inAudience(student, round)) throw forbidden(`This round is for level ${round.exam.level}`);
      const joined = await rounds.join(round.id, student.id);
      if (joined === 'over') throw conflict(ROUND_ENDED);
      const now = await reread(round);
      if (joined === 'joined') announce(now, 'joined');
      return view(student, now);
    },

    /** Shows the next question once the current one is closed; asking for the one shown changes nothing. */
    async showQuestion(admin: AdminAccount, roundId: string, question: number): Promise<RoundView> {
      const round = await ownRound(admin, roundId);
      if (round.endedAt) throw conflict(ROUND_ENDED);
      if (question === round.questionIndex) return view(admin, round);
      if (question !== round.questionIndex + 1) throw conflict(positionOf(round));
      if (question > round.totalQuestions) throw conflict('That was the last question: end the round');
      // Opened since the round began, the test would be sat by children who saw its answers here.
      refuseTestNotYetSat(round.exam, round.now);
      const { window } = await currentQuestion(round);
      if (stateOf(round, window) === 'question') {
        throw conflict(
          `Question ${round.questionIndex} is still open: reveal it, or wait for its time to run out`,
        );
      }
      const moved = await rounds.showQuestion(round.id, question, window?.endsMs ?? null);
      const now = await reread(round);
      if (moved) {
        announce(now, 'question');
        const shown = await currentQuestion(now);
        if (now.shownAt && shown.window) {
          const endsAt = now.shownAt.getTime() + shown.window.endsMs;
          // A moment after the database's clock passes it, so that the read it prompts finds the time up.
          timers.schedule(now.id, question, endsAt - now.now.getTime() + TIME_UP_MARGIN_MS);
        }
      } else if (now.questionIndex !== question) throw conflict(now.endedAt ? ROUND_ENDED : positionOf(now));
      return view(admin, now);
    },

    /** Closes the current question now; closing it again changes nothing. */
    async reveal(admin: AdminAccount, roundId: string): Promise<RoundView> {
      const round = await ownRound(admin, roundId);
      if (round.endedAt) return view(admin, round);
      if (round.questionIndex === 0) throw conflict('No question is shown yet: show question 1 first');
      const revealed = await rounds.reveal(round.id);
      const now = await reread(round);
      if (revealed) announce(now, 'revealed');
      return view(admin, now);
    },

    /** A player's answer to the question shown, received by the server's clock: one each, in time. */
    async answer(student: StudentAccount, roundId: string, body: RoundAnswerBody) {
      const round = await readableRound(student, roundId);
      if (round.exam.answerMode === 'choice' && body.choice === undefined) {
        throw badRequest("This round's answers are chosen: send choice (a, b, c or d)");
      }
      if (round.exam.answerMode === 'typed' && body.value === undefined) {
        throw badRequest("This round's answers are written: send value (the number)");
      }
      const joinedAt = await rounds.playerOf(round.id, student.id);
      if (!joinedAt) throw forbidden('Join the round first');
      if (round.endedAt) throw conflict(ROUND_ENDED);
      if (body.question !== round.questionIndex) {
        throw conflict(
          round.questionIndex === 0
            ? 'The round has not started yet: wait for question 1'
            : `Question ${body.question} is not on the projector: the round is at question ${round.questionIndex}`,
        );
      }
      const { question, window } = await currentQuestion(round);
      if (!question || !window || !round.shownAt) throw conflict(TIME_IS_UP);
      if (joinedAt >= round.shownAt) throw conflict('You joined during this question: the next one is yours');
      if (round.now.getTime() < round.shownAt.getTime() + window.startsMs)
        throw conflict('Wait for the numbers');
      if (stateOf(round, window) !== 'question') throw conflict(TIME_IS_UP);
      const choice: OptionLetter | null = body.choice ?? null;
      const value = body.value ?? null;
      let received: Awaited<ReturnType<typeof rounds.answer>>;
      try {
        received = await rounds.answer({
          roundId: round.id,
          studentId: student.id,
          question: body.question,
          choice,
          value,
          isCorrect: choice !== null ? choice === question.correctOption : value === question.answer,
          startsMs: window.startsMs,
          endsMs: window.endsMs,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('You have answered this question already');
        throw error;
      }
      if (!received) throw conflict(TIME_IS_UP);
      const revealed = await rounds.revealIfAllAnswered(round.id, body.question);
      const now = await reread(round);
      announce(now, 'answered');
      if (revealed) announce(now, 'revealed');
      return { question: body.question, receivedAt: received.receivedAt, timeMs: received.timeMs };
    },

    /** Ends the round; ending it again changes nothing. */
    async end(admin: AdminAccount, roundId: string): Promise<RoundView> {
      const round = await ownRound(admin, roundId);
      const ended = await rounds.end(round.id);
      timers.cancel(round.id);
      const now = await reread(round);
      if (ended) announce(now, 'ended');
      return view(admin, now);
    },

    /**
     * Each player's answers as a result of the exam, stored as every result is, all in one transaction:
     * out of the questions the round played (a round ended after 3 of 20 is 3 questions), null where they
     * did not answer, timed from their joining or its first question, whichever came later, to the round's
     * end (within a test's duration), completed
     * when the round ended, marked as a live round's and kept out of analytics unless `inAnalytics`.
     */
    async saveResults(
      admin: AdminAccount,
      roundId: string,
      { inAnalytics }: { inAnalytics: boolean },
    ): Promise<SavedResults> {
      const round = await ownRound(admin, roundId);
      if (!round.endedAt) throw conflict('End the round first: its results are saved once it has ended');
      if (round.resultsSavedAt) throw conflict(RESULTS_SAVED);
      const exam = (await data.exams.findByPublicId(round.exam.publicId))!;
      const questionsChanged = conflict(
        "The exam's questions have changed since the round began: its answers are for other questions",
      );
      if (exam.questionsVersion !== round.questionsVersion) throw questionsChanged;
      // Questions are shown in order, one after another: the round played 1 to questionIndex.
      const played = round.questionIndex;
      if (played === 0)
        throw conflict('The round ended before its first question: there are no answers to save');
      const endedAt = round.endedAt;
      let saved: string[];
      let skipped: SavedResults['skipped'];
      try {
        ({ saved, skipped } = await data.transaction(async (repositories) => {
          if (!(await repositories.rounds.markResultsSaved(round.id))) throw conflict(RESULTS_SAVED);
          const wholeKey = await repositories.results.answerKey(exam.id, round.questionsVersion);
          if (wholeKey.length !== exam.totalQuestions) throw questionsChanged;
          const key = wholeKey.slice(0, played);
          const answers = await repositories.rounds.answersOf(round.id);
          const shown = await repositories.skills.shownQuestions(exam.id, round.questionsVersion);
          const stored: string[] = [];
          const passed: SavedResults['skipped'] = [];
          for (const player of await repositories.rounds.players(round.id)) {
            if (player.deleted) {
              passed.push({
                studentId: player.studentPublicId,
                reason: `${player.fullname} has left the class`,
              });
              continue;
            }
            if (exam.isSingleAttempt && (await repositories.results.hasResultOf(exam.id, player.studentId))) {
              passed.push({
                studentId: player.studentPublicId,
                reason: `${player.fullname} has a result of this test already`,
              });
              continue;
            }
            const given: Answer[] = key.map(() => null);
            const timesMs: (number | null)[] = key.map(() => null);
            for (const answer of answers.get(player.studentId) ?? []) {
              given[answer.question - 1] = answer.choice ?? answer.value;
              timesMs[answer.question - 1] = answer.timeMs;
            }
            const scored = scoreAnswers(given, key, exam.totalMarksPerQuestion);
            const minutes = minutesBetween(playedFrom(round, player.joinedAt), endedAt);
            const result = await repositories.results.insert({
              examId: exam.id,
              studentId: player.studentId,
              score: scored.score,
              totalCorrect: scored.totalCorrect,
              timeTaken: exam.isSingleAttempt ? Math.min(minutes, exam.duration) : minutes,
              dateCompleted: endedAt,
              answers: storedAnswers(given),
              questionsVersion: round.questionsVersion,
              ...resultSnapshot(exam),
              examTotalQuestions: played,
              examTotalMarks: played * exam.totalMarksPerQuestion,
              liveRound: true,
              inAnalytics,
            });
            await repositories.skills.record(result, skillUsesOf(shown, given, timesMs));
            stored.push(result.publicId);
          }
          return { saved: stored, skipped: passed };
        }));
      } catch (error) {
        // A child's attempt of the test was handed in meanwhile: nothing was saved, and saving again skips them.
        if (isUniqueViolation(error, 'results_one_per_assessment')) {
          throw conflict('A result of this test arrived while saving: save the results again');
        }
        throw error;
      }
      for (const publicId of saved) {
        const result = await data.results.findByPublicId(publicId);
        if (result) events.publish(resultEvent(result, 'created'));
      }
      announce(await reread(round), 'saved');
      return { saved: saved.length, skipped };
    },

    /** Stops the timers of the questions still running here; for the app's close. */
    close: () => timers.close(),
  };
}

export type RoundsService = ReturnType<typeof createRoundsService>;
