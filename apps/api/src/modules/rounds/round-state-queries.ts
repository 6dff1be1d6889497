import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { offsetOf, pageOf, totalRows, type Page } from '../../db/queries.js';
import { exams, questions, roundAnswers, roundPlayers, rounds } from '../../db/schema/index.js';
import {
  IDLE,
  isIdle,
  isRunning,
  playsCurrentQuestion,
  round,
  roundWithContext,
  type NewRound,
  type RoundRow,
} from './rounds-sql.js';

export type RoundQuestion = typeof questions.$inferSelect;

const selectRounds = (db: Database) =>
  db.select(roundWithContext).from(rounds).innerJoin(exams, eq(exams.id, rounds.examId));

/**
 * Ends, as of their last move, the rounds left idle that hold the admin's one running round or the
 * code: the unique indexes only see `ended_at`, so they are freed before a new round takes either.
 */
export async function endIdleRounds(db: Database, adminId: number, code: string): Promise<void> {
  await db
    .update(rounds)
    .set({ endedAt: sql`${round('last_activity_at')} + ${IDLE}` })
    .where(
      and(
        isNull(rounds.endedAt),
        isIdle,
        sql`(${round('admin_id')} = ${adminId} or ${round('code')} = ${code})`,
      ),
    );
}

/** Inserts the round; the unique indexes refuse a code in use and a second running round of the admin. */
export async function createRound(db: Database, values: NewRound): Promise<number> {
  const [row] = await db.insert(rounds).values(values).returning({ id: rounds.id });
  return row!.id;
}

export async function findRoundById(db: Database, id: number): Promise<RoundRow | null> {
  const [row] = await selectRounds(db).where(eq(rounds.id, id));
  return row ?? null;
}

export async function findRoundByPublicId(db: Database, publicId: string): Promise<RoundRow | null> {
  const [row] = await selectRounds(db).where(eq(rounds.publicId, publicId));
  return row ?? null;
}

/** The admin's round not ended, if any. */
export async function runningRoundOf(db: Database, adminId: number): Promise<RoundRow | null> {
  const [row] = await selectRounds(db).where(and(eq(rounds.adminId, adminId), isRunning));
  return row ?? null;
}

/** The round not ended that the code names, if any. */
export async function runningRoundWithCode(db: Database, code: string): Promise<RoundRow | null> {
  const [row] = await selectRounds(db).where(and(eq(rounds.code, code), isRunning));
  return row ?? null;
}

/** Whether a round of the admin's that had this code has ended. */
export async function endedRoundWithCode(db: Database, adminId: number, code: string): Promise<boolean> {
  return (
    (await db.$count(
      rounds,
      and(eq(rounds.adminId, adminId), eq(rounds.code, code), sql`not ${isRunning}`),
    )) > 0
  );
}

/** The admin's rounds, newest first. */
export async function listRoundsForAdmin(
  db: Database,
  adminId: number,
  page: number,
  limit: number,
): Promise<Page<RoundRow>> {
  const where = eq(rounds.adminId, adminId);
  return pageOf(
    await db
      .select({ ...roundWithContext, total: totalRows() })
      .from(rounds)
      .innerJoin(exams, eq(exams.id, rounds.examId))
      .where(where)
      .orderBy(desc(rounds.createdAt), desc(rounds.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    async () => db.$count(rounds, where),
  );
}

/** The rounds not ended that a student at this level of the admin's class may join, newest first. */
export async function joinableRoundsFor(db: Database, adminId: number, level: number): Promise<RoundRow[]> {
  return selectRounds(db)
    .where(
      and(eq(rounds.adminId, adminId), isRunning, sql`(${rounds.wholeClass} or ${exams.level} = ${level})`),
    )
    .orderBy(desc(rounds.createdAt));
}

/** Question `position` of the exam's questions of this version. */
export async function roundQuestionAt(
  db: Database,
  examId: number,
  version: number,
  position: number,
): Promise<RoundQuestion | null> {
  const [row] = await db
    .select()
    .from(questions)
    .where(
      and(eq(questions.examId, examId), eq(questions.version, version), eq(questions.position, position)),
    );
  return row ?? null;
}

/**
 * Shows question `question` when the round is just before it and the current question is closed: by
 * the teacher, by the last answer, or by its time (`currentEndsMs` after it was shown). False when the
 * round was elsewhere, or another request moved it first.
 */
export async function showRoundQuestion(
  db: Database,
  roundId: number,
  question: number,
  currentEndsMs: number | null,
): Promise<boolean> {
  const closed =
    currentEndsMs === null
      ? sql`true`
      : sql`(${round('revealed_at')} is not null
          or now() > ${round('shown_at')} + make_interval(secs => ${currentEndsMs / 1000}))`;
  const moved = await db
    .update(rounds)
    .set({
      questionIndex: question,
      // To the millisecond, as clients read it back: every timing of the question counts from here.
      shownAt: sql`date_trunc('milliseconds', now())`,
      firstShownAt: sql`coalesce(${round('first_shown_at')}, date_trunc('milliseconds', now()))`,
      revealedAt: null,
      lastActivityAt: sql`now()`,
    })
    .where(and(eq(rounds.id, roundId), eq(rounds.questionIndex, question - 1), isRunning, closed))
    .returning({ id: rounds.id });
  return moved.length > 0;
}

/** Closes the current question now; false when it was closed already (or nothing is shown). */
export async function revealRoundQuestion(db: Database, roundId: number): Promise<boolean> {
  const revealed = await db
    .update(rounds)
    .set({ revealedAt: sql`now()`, lastActivityAt: sql`now()` })
    .where(
      and(eq(rounds.id, roundId), sql`${round('question_index')} > 0`, isNull(rounds.revealedAt), isRunning),
    )
    .returning({ id: rounds.id });
  return revealed.length > 0;
}

/**
 * Closes question `question` once every child who played it (joined before it was shown) has answered:
 * one statement, so of answers arriving together on several processes exactly one closes it.
 */
export async function revealIfAllAnswered(db: Database, roundId: number, question: number): Promise<boolean> {
  const revealed = await db
    .update(rounds)
    .set({ revealedAt: sql`now()` })
    .where(
      and(
        eq(rounds.id, roundId),
        eq(rounds.questionIndex, question),
        isNull(rounds.revealedAt),
        isRunning,
        sql`not exists (select 1 from ${roundPlayers} where ${roundPlayers.roundId} = ${round('id')}
          and ${playsCurrentQuestion}
          and not exists (select 1 from ${roundAnswers} where ${roundAnswers.roundId} = ${round('id')}
            and ${roundAnswers.studentId} = ${roundPlayers.studentId}
            and ${roundAnswers.question} = ${round('question_index')}))`,
      ),
    )
    .returning({ id: rounds.id });
  return revealed.length > 0;
}

/** Ends the round (as of its last move when it was left idle); false when it had ended already. */
export async function endRound(db: Database, roundId: number): Promise<boolean> {
  const ended = await db
    .update(rounds)
    .set({
      endedAt: sql`case when ${isIdle} then ${round('last_activity_at')} + ${IDLE} else now() end`,
    })
    .where(and(eq(rounds.id, roundId), isNull(rounds.endedAt)))
    .returning({ id: rounds.id });
  return ended.length > 0;
}

/**
 * Marks the ended round's results saved, once: in the transaction that saves them, whose row lock makes
 * a second call wait and then find them saved. False when it is not ended or was saved already.
 */
export async function markRoundResultsSaved(db: Database, roundId: number): Promise<boolean> {
  const marked = await db
    .update(rounds)
    .set({
      resultsSavedAt: sql`now()`,
      endedAt: sql`coalesce(${round('ended_at')}, ${round('last_activity_at')} + ${IDLE})`,
    })
    .where(and(eq(rounds.id, roundId), isNull(rounds.resultsSavedAt), sql`not ${isRunning}`))
    .returning({ id: rounds.id });
  return marked.length > 0;
}
