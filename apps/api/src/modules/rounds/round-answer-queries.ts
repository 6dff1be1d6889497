import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { percentage } from '../../db/queries.js';
import { roundAnswers, roundPlayers, rounds, students } from '../../db/schema/index.js';
import type { OptionLetter } from '../../domain/answers.js';
import { COMMON_WRONG_SHOWN } from '../../domain/round-reveal.js';
import { isRunning, playsCurrentQuestion, round } from './rounds-sql.js';

export interface PlayerAnswer {
  question: number;
  choice: OptionLetter | null;
  value: number | null;
  receivedAt: Date;
  timeMs: number;
  isCorrect: boolean;
}

export interface LeaderboardRow {
  studentId: number;
  studentPublicId: string;
  fullname: string;
  right: number;
  timeMs: number;
  place: number;
}

export interface RoundPlayer {
  studentId: number;
  studentPublicId: string;
  fullname: string;
  joinedAt: Date;
  deleted: boolean;
}

/** A child's answer as a round reads it. */
const answerColumns = {
  question: roundAnswers.question,
  choice: roundAnswers.choice,
  value: roundAnswers.value,
  receivedAt: roundAnswers.receivedAt,
  timeMs: roundAnswers.timeMs,
  isCorrect: roundAnswers.isCorrect,
};

/** Joins the student to the round while it runs: `joined`, `already` a player, or `over`. */
export async function joinRound(
  db: Database,
  roundId: number,
  studentId: number,
): Promise<'joined' | 'already' | 'over'> {
  const inserted = await db.execute(sql`insert into ${roundPlayers} (round_id, student_id)
    select ${roundId}, ${studentId} from ${rounds} where ${round('id')} = ${roundId} and ${isRunning}
    on conflict do nothing returning 1`);
  if (inserted.rows.length > 0) return 'joined';
  return (await playerOfRound(db, roundId, studentId)) ? 'already' : 'over';
}

/** When the student joined the round; null when they have not. */
export async function playerOfRound(db: Database, roundId: number, studentId: number): Promise<Date | null> {
  const [row] = await db
    .select({ joinedAt: roundPlayers.joinedAt })
    .from(roundPlayers)
    .where(and(eq(roundPlayers.roundId, roundId), eq(roundPlayers.studentId, studentId)));
  return row?.joinedAt ?? null;
}

export async function playersOfRound(db: Database, roundId: number): Promise<RoundPlayer[]> {
  return db
    .select({
      studentId: roundPlayers.studentId,
      studentPublicId: students.publicId,
      fullname: students.fullname,
      joinedAt: roundPlayers.joinedAt,
      deleted: sql<boolean>`${students.deletedAt} is not null`,
    })
    .from(roundPlayers)
    .innerJoin(students, eq(students.id, roundPlayers.studentId))
    .where(eq(roundPlayers.roundId, roundId));
}

/**
 * Takes a player's answer to the current question, received now by the database's clock: only while
 * the round shows that question, open (not revealed, its time not up: `startsMs`–`endsMs` after it was
 * shown), to a child who joined before it was shown. Null when any of that no longer holds; a second
 * answer of the child's is refused by the unique key.
 */
export async function answerRoundQuestion(
  db: Database,
  values: {
    roundId: number;
    studentId: number;
    question: number;
    choice: OptionLetter | null;
    value: number | null;
    isCorrect: boolean;
    startsMs: number;
    endsMs: number;
  },
): Promise<{ receivedAt: Date; timeMs: number } | null> {
  // Bracketed: spliced into `now() - …` unbracketed, the countdown was added to the answer's time.
  const startsAt = sql`(${round('shown_at')} + make_interval(secs => ${values.startsMs / 1000}))`;
  const endsAt = sql`(${round('shown_at')} + make_interval(secs => ${values.endsMs / 1000}))`;
  const { rows } = await db.execute<{ received_at: string; time_ms: number }>(sql`insert into
    ${roundAnswers} (round_id, student_id, question, choice, value, received_at, time_ms, is_correct)
    select ${round('id')}, ${values.studentId}, ${values.question}, ${values.choice}, ${values.value}, now(),
      floor(extract(epoch from now() - ${startsAt}) * 1000)::int, ${values.isCorrect}
    from ${rounds} join ${roundPlayers} on ${roundPlayers.roundId} = ${round('id')}
      and ${roundPlayers.studentId} = ${values.studentId} and ${playsCurrentQuestion}
    where ${round('id')} = ${values.roundId} and ${round('question_index')} = ${values.question}
      and ${round('revealed_at')} is null and ${isRunning}
      and now() between ${startsAt} and ${endsAt}
    returning to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as received_at,
      time_ms`);
  const row = rows[0];
  return row ? { receivedAt: new Date(row.received_at), timeMs: Number(row.time_ms) } : null;
}

/** The student's answer to one question of the round, if any. */
export async function answerOfPlayer(
  db: Database,
  roundId: number,
  studentId: number,
  question: number,
): Promise<PlayerAnswer | null> {
  const [row] = await db
    .select(answerColumns)
    .from(roundAnswers)
    .where(
      and(
        eq(roundAnswers.roundId, roundId),
        eq(roundAnswers.studentId, studentId),
        eq(roundAnswers.question, question),
      ),
    );
  return row ?? null;
}

/** Every answer of the round, by student, in question order. */
export async function answersOfRound(db: Database, roundId: number): Promise<Map<number, PlayerAnswer[]>> {
  const rows = await db
    .select({ studentId: roundAnswers.studentId, ...answerColumns })
    .from(roundAnswers)
    .where(eq(roundAnswers.roundId, roundId))
    .orderBy(asc(roundAnswers.studentId), asc(roundAnswers.question));
  const byStudent = new Map<number, PlayerAnswer[]>();
  for (const { studentId, ...answer } of rows) {
    byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), answer]);
  }
  return byStudent;
}

/**
 * Every player ranked by the questions revealed so far (up to `throughQuestion`): right answers first,
 * then less time over them; tied players share a place (1, 2, 2, 4), listed by name.
 */
export async function roundLeaderboard(
  db: Database,
  roundId: number,
  throughQuestion: number,
): Promise<LeaderboardRow[]> {
  const counted = sql`${roundAnswers.isCorrect} and ${roundAnswers.question} <= ${throughQuestion}`;
  const right = sql<number>`(count(*) filter (where ${counted}))::int`;
  const timeMs = sql<number>`(coalesce(sum(${roundAnswers.timeMs}) filter (where ${counted}), 0))::int`;
  return db
    .select({
      studentId: roundPlayers.studentId,
      studentPublicId: students.publicId,
      fullname: students.fullname,
      right,
      timeMs,
      place: sql<number>`(rank() over (order by ${right} desc, ${timeMs} asc))::int`,
    })
    .from(roundPlayers)
    .innerJoin(students, eq(students.id, roundPlayers.studentId))
    .leftJoin(
      roundAnswers,
      and(eq(roundAnswers.roundId, roundPlayers.roundId), eq(roundAnswers.studentId, roundPlayers.studentId)),
    )
    .where(eq(roundPlayers.roundId, roundId))
    .groupBy(roundPlayers.studentId, students.publicId, students.fullname)
    .orderBy(desc(right), asc(timeMs), asc(students.fullname), asc(roundPlayers.studentId));
}

/** How one question went, as the projector shows it once closed. */
export interface QuestionFigures {
  answered: number;
  right: number;
  /** Right as a percentage of answered; null with no answer. */
  shareRight: number | null;
  /** How many chose each option (all nought where answers are written). */
  chosen: Record<OptionLetter, number>;
  /** The wrong numbers written most often, most given first (none where answers are chosen). */
  commonWrong: { value: number; count: number }[];
}

/** The wrong numbers written most often, as a subquery: the figures of a question stay one statement. */
const commonWrongOf = (roundId: number, question: number) => sql<QuestionFigures['commonWrong']>`(
  select coalesce(json_agg(json_build_object('value', wrong.value, 'count', wrong.count)
    order by wrong.count desc, wrong.value), '[]'::json)
  from (
    select given.value, count(*)::int as count from ${roundAnswers} as given
    where given.round_id = ${roundId} and given.question = ${question}
      and given.value is not null and not given.is_correct
    group by given.value
    order by count(*) desc, given.value
    limit ${COMMON_WRONG_SHOWN}
  ) as wrong
)`;

/** How one question went: answers, right answers and their share, each option's count, the common wrong numbers. */
export async function roundQuestionFigures(
  db: Database,
  roundId: number,
  question: number,
): Promise<QuestionFigures> {
  const answered = sql<number>`count(*)::int`;
  const right = sql<number>`(count(*) filter (where ${roundAnswers.isCorrect}))::int`;
  const chose = (letter: OptionLetter) =>
    sql<number>`(count(*) filter (where ${roundAnswers.choice} = ${letter}))::int`;
  const [row] = await db
    .select({
      answered,
      right,
      shareRight: sql<number | null>`${percentage(right, sql`nullif(${answered}, 0)`)}::float8`,
      chosen: { a: chose('a'), b: chose('b'), c: chose('c'), d: chose('d') },
      commonWrong: commonWrongOf(roundId, question),
    })
    .from(roundAnswers)
    .where(and(eq(roundAnswers.roundId, roundId), eq(roundAnswers.question, question)));
  return row!;
}
