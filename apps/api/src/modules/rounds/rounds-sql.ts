import { getTableColumns, sql } from 'drizzle-orm';
import { exams, questions, roundAnswers, roundPlayers, rounds } from '../../db/schema/index.js';
import { ROUND_IDLE_HOURS } from '../../domain/round-timing.js';

export type NewRound = Pick<
  typeof rounds.$inferInsert,
  'adminId' | 'examId' | 'code' | 'wholeClass' | 'secondsToAnswer' | 'questionsVersion'
>;

/**
 * A column of the round a statement is about, named with its table: Drizzle leaves the columns of a
 * single-table statement unqualified, and inside a subquery they would mean the subquery's own table.
 */
export const round = (column: string) => sql`${rounds}.${sql.identifier(column)}`;

export const IDLE = sql.raw(`interval '${ROUND_IDLE_HOURS} hours'`);
/** Nobody has moved the round for so long that it counts as ended. */
export const isIdle = sql`${round('last_activity_at')} < now() - ${IDLE}`;
/** Not ended, by the teacher or by being left idle. */
export const isRunning = sql`(${round('ended_at')} is null and not ${isIdle})`;

/**
 * A player of the round who may answer its current question: one who joined before it was shown (none
 * in the lobby). The count shown, the closing once all have answered and the answers taken agree on it.
 */
export const playsCurrentQuestion = sql`${roundPlayers.joinedAt} < ${round('shown_at')}`;

/** The round with its exam and its counts, and the database's clock, which decides everything timed. */
export const roundWithContext = {
  ...getTableColumns(rounds),
  endedAt: sql<Date | null>`coalesce(${round('ended_at')},
    case when ${isIdle} then ${round('last_activity_at')} + ${IDLE} end)`.mapWith(rounds.endedAt),
  now: sql<Date>`now()`.mapWith(rounds.createdAt),
  exam: {
    publicId: exams.publicId,
    title: exams.title,
    level: exams.level,
    isSingleAttempt: exams.isSingleAttempt,
    switchedOn: exams.switchedOn,
    opensAt: exams.opensAt,
    closesAt: exams.closesAt,
    answerMode: exams.answerMode,
    flashIntervalMs: exams.flashIntervalMs,
    flashGapMs: exams.flashGapMs,
    flashShowSign: exams.flashShowSign,
    flashShowCounter: exams.flashShowCounter,
  },
  /** Of the round's questions, which a regeneration of the exam keeps while the round runs. */
  totalQuestions: sql<number>`(select count(*)::int from ${questions}
    where ${questions.examId} = ${round('exam_id')} and ${questions.version} = ${round('questions_version')})`,
  players: sql<number>`(select count(*)::int from ${roundPlayers}
    where ${roundPlayers.roundId} = ${round('id')})`,
  playing: sql<number>`(select count(*)::int from ${roundPlayers}
    where ${roundPlayers.roundId} = ${round('id')} and ${playsCurrentQuestion})`,
  answered: sql<number>`(select count(*)::int from ${roundAnswers}
    where ${roundAnswers.roundId} = ${round('id')} and ${roundAnswers.question} = ${round('question_index')})`,
};

export type RoundRow = typeof rounds.$inferSelect & {
  now: Date;
  exam: {
    publicId: string;
    title: string;
    level: number;
    isSingleAttempt: boolean;
    switchedOn: boolean;
    opensAt: Date | null;
    closesAt: Date | null;
    answerMode: 'choice' | 'typed';
    flashIntervalMs: number | null;
    flashGapMs: number;
    flashShowSign: boolean;
    flashShowCounter: boolean;
  };
  totalQuestions: number;
  players: number;
  playing: number;
  answered: number;
};
