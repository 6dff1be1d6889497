import { and, asc, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { offsetOf, pageOf, totalRows, type Page } from '../../db/queries.js';
import { exams, questions, roundAnswers, roundPlayers, rounds, students } from '../../db/schema/index.js';
import type { OptionLetter } from '../../domain/answers.js';
import { ROUND_IDLE_HOURS } from '../../domain/round-timing.js';
import { percentage } from '../analytics/analytics-sql.js';

export type NewRound = Pick<
  typeof rounds.$inferInsert,
  'adminId' | 'examId' | 'code' | 'wholeClass' | 'secondsToAnswer' | 'questionsVersion'
>;

/**
 * A column of the round a statement is about, named with its table: Drizzle leaves the columns of a
 * single-table statement unqualified, and inside a subquery they would mean the subquery's own table.
 */
const round = (column: string) => sql`${rounds}.${sql.identifier(column)}`;

const IDLE = sql.raw(`interval '${ROUND_IDLE_HOURS} hours'`);
/** Nobody has moved the round for so long that it counts as ended. */
const isIdle = sql`${round('last_activity_at')} < now() - ${IDLE}`;
/** Not ended, by the teacher or by being left idle. */
const isRunning = sql`(${round('ended_at')} is null and not ${isIdle})`;

/**
 * A player of the round who may answer its current question: one who joined before it was shown (none
 * in the lobby). The count shown, the closing once all have answered and the answers taken agree on it.
 */
const playsCurrentQuestion = sql`${roundPlayers.joinedAt} < ${round('shown_at')}`;

/** The round with its exam and its counts, and the database's clock, which decides everything timed. */
const roundWithContext = {
  ...getTableColumns(rounds),
  endedAt: sql<Date | null>`coalesce(${round('ended_at')},
    case when ${isIdle} then ${round('last_activity_at')} + ${IDLE} end)`.mapWith(rounds.endedAt),
  now: sql<Date>`now()`.mapWith(rounds.createdAt),
  exam: {
    publicId: exams.publicId,
    title: exams.title,
    level: exams.level,
    isSingleAttempt: exams.isSingleAttempt,
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

export type RoundQuestion = typeof questions.$inferSelect;

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

export function createRoundsRepository(db: Database) {
  const selectRounds = () =>
    db.select(roundWithContext).from(rounds).innerJoin(exams, eq(exams.id, rounds.examId));

  return {
    /**
     * Ends, as of their last move, the rounds left idle that hold the admin's one running round or the
     * code: the unique indexes only see `ended_at`, so they are freed before a new round takes either.
     */
    async endIdle(adminId: number, code: string): Promise<void> {
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
    },

    /** Inserts the round; the unique indexes refuse a code in use and a second running round of the admin. */
    async create(values: NewRound): Promise<number> {
      const [row] = await db.insert(rounds).values(values).returning({ id: rounds.id });
      return row!.id;
    },

    async findById(id: number): Promise<RoundRow | null> {
      const [row] = await selectRounds().where(eq(rounds.id, id));
      return row ?? null;
    },

    async findByPublicId(publicId: string): Promise<RoundRow | null> {
      const [row] = await selectRounds().where(eq(rounds.publicId, publicId));
      return row ?? null;
    },

    /** The admin's round not ended, if any. */
    async runningOf(adminId: number): Promise<RoundRow | null> {
      const [row] = await selectRounds().where(and(eq(rounds.adminId, adminId), isRunning));
      return row ?? null;
    },

    /** The round not ended that the code names, if any. */
    async runningWithCode(code: string): Promise<RoundRow | null> {
      const [row] = await selectRounds().where(and(eq(rounds.code, code), isRunning));
      return row ?? null;
    },

    /** Whether a round of the admin's that had this code has ended. */
    async endedWithCode(adminId: number, code: string): Promise<boolean> {
      return (
        (await db.$count(
          rounds,
          and(eq(rounds.adminId, adminId), eq(rounds.code, code), sql`not ${isRunning}`),
        )) > 0
      );
    },

    /** The admin's rounds, newest first. */
    async listForAdmin(adminId: number, page: number, limit: number): Promise<Page<RoundRow>> {
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
    },

    /** The rounds not ended that a student at this level of the admin's class may join, newest first. */
    async joinableFor(adminId: number, level: number): Promise<RoundRow[]> {
      return selectRounds()
        .where(
          and(
            eq(rounds.adminId, adminId),
            isRunning,
            sql`(${rounds.wholeClass} or ${exams.level} = ${level})`,
          ),
        )
        .orderBy(desc(rounds.createdAt));
    },

    /** Joins the student to the round while it runs: `joined`, `already` a player, or `over`. */
    async join(roundId: number, studentId: number): Promise<'joined' | 'already' | 'over'> {
      const inserted = await db.execute(sql`insert into ${roundPlayers} (round_id, student_id)
        select ${roundId}, ${studentId} from ${rounds} where ${round('id')} = ${roundId} and ${isRunning}
        on conflict do nothing returning 1`);
      if (inserted.rows.length > 0) return 'joined';
      return (await this.playerOf(roundId, studentId)) ? 'already' : 'over';
    },

    /** When the student joined the round; null when they have not. */
    async playerOf(roundId: number, studentId: number): Promise<Date | null> {
      const [row] = await db
        .select({ joinedAt: roundPlayers.joinedAt })
        .from(roundPlayers)
        .where(and(eq(roundPlayers.roundId, roundId), eq(roundPlayers.studentId, studentId)));
      return row?.joinedAt ?? null;
    },

    async players(roundId: number): Promise<RoundPlayer[]> {
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
    },

    /** Question `position` of the exam's questions of this version. */
    async questionAt(examId: number, version: number, position: number): Promise<RoundQuestion | null> {
      const [row] = await db
        .select()
        .from(questions)
        .where(
          and(eq(questions.examId, examId), eq(questions.version, version), eq(questions.position, position)),
        );
      return row ?? null;
    },

    /**
     * Shows question `question` when the round is just before it and the current question is closed: by
     * the teacher, by the last answer, or by its time (`currentEndsMs` after it was shown). False when the
     * round was elsewhere, or another request moved it first.
     */
    async showQuestion(roundId: number, question: number, currentEndsMs: number | null): Promise<boolean> {
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
          revealedAt: null,
          lastActivityAt: sql`now()`,
        })
        .where(and(eq(rounds.id, roundId), eq(rounds.questionIndex, question - 1), isRunning, closed))
        .returning({ id: rounds.id });
      return moved.length > 0;
    },

    /** Closes the current question now; false when it was closed already (or nothing is shown). */
    async reveal(roundId: number): Promise<boolean> {
      const revealed = await db
        .update(rounds)
        .set({ revealedAt: sql`now()`, lastActivityAt: sql`now()` })
        .where(
          and(
            eq(rounds.id, roundId),
            sql`${round('question_index')} > 0`,
            isNull(rounds.revealedAt),
            isRunning,
          ),
        )
        .returning({ id: rounds.id });
      return revealed.length > 0;
    },

    /**
     * Closes question `question` once every child who played it (joined before it was shown) has answered:
     * one statement, so of answers arriving together on several processes exactly one closes it.
     */
    async revealIfAllAnswered(roundId: number, question: number): Promise<boolean> {
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
    },

    /** Ends the round (as of its last move when it was left idle); false when it had ended already. */
    async end(roundId: number): Promise<boolean> {
      const ended = await db
        .update(rounds)
        .set({
          endedAt: sql`case when ${isIdle} then ${round('last_activity_at')} + ${IDLE} else now() end`,
        })
        .where(and(eq(rounds.id, roundId), isNull(rounds.endedAt)))
        .returning({ id: rounds.id });
      return ended.length > 0;
    },

    /**
     * Takes a player's answer to the current question, received now by the database's clock: only while
     * the round shows that question, open (not revealed, its time not up: `startsMs`–`endsMs` after it was
     * shown), to a child who joined before it was shown. Null when any of that no longer holds; a second
     * answer of the child's is refused by the unique key.
     */
    async answer(values: {
      roundId: number;
      studentId: number;
      question: number;
      choice: OptionLetter | null;
      value: number | null;
      isCorrect: boolean;
      startsMs: number;
      endsMs: number;
    }): Promise<{ receivedAt: Date; timeMs: number } | null> {
      const startsAt = sql`${round('shown_at')} + make_interval(secs => ${values.startsMs / 1000})`;
      const endsAt = sql`${round('shown_at')} + make_interval(secs => ${values.endsMs / 1000})`;
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
    },

    /** The student's answer to one question of the round, if any. */
    async answerOf(roundId: number, studentId: number, question: number): Promise<PlayerAnswer | null> {
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
    },

    /** Every answer of the round, by student, in question order. */
    async answersOf(roundId: number): Promise<Map<number, PlayerAnswer[]>> {
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
    },

    /**
     * Every player ranked by the questions revealed so far (up to `throughQuestion`): right answers first,
     * then less time over them; tied players share a place (1, 2, 2, 4), listed by name.
     */
    async leaderboard(roundId: number, throughQuestion: number): Promise<LeaderboardRow[]> {
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
          and(
            eq(roundAnswers.roundId, roundPlayers.roundId),
            eq(roundAnswers.studentId, roundPlayers.studentId),
          ),
        )
        .where(eq(roundPlayers.roundId, roundId))
        .groupBy(roundPlayers.studentId, students.publicId, students.fullname)
        .orderBy(desc(right), asc(timeMs), asc(students.fullname), asc(roundPlayers.studentId));
    },

    /** How one question went: answers, right answers, and their share in percent (null with no answer). */
    async questionFigures(
      roundId: number,
      question: number,
    ): Promise<{ answered: number; right: number; shareRight: number | null }> {
      const answered = sql<number>`count(*)::int`;
      const right = sql<number>`(count(*) filter (where ${roundAnswers.isCorrect}))::int`;
      const [row] = await db
        .select({
          answered,
          right,
          shareRight: sql<number | null>`${percentage(right, sql`nullif(${answered}, 0)`)}::float8`,
        })
        .from(roundAnswers)
        .where(and(eq(roundAnswers.roundId, roundId), eq(roundAnswers.question, question)));
      return row!;
    },

    /**
     * Marks the ended round's results saved, once: in the transaction that saves them, whose row lock makes
     * a second call wait and then find them saved. False when it is not ended or was saved already.
     */
    async markResultsSaved(roundId: number): Promise<boolean> {
      const marked = await db
        .update(rounds)
        .set({
          resultsSavedAt: sql`now()`,
          endedAt: sql`coalesce(${round('ended_at')}, ${round('last_activity_at')} + ${IDLE})`,
        })
        .where(and(eq(rounds.id, roundId), isNull(rounds.resultsSavedAt), sql`not ${isRunning}`))
        .returning({ id: rounds.id });
      return marked.length > 0;
    },
  };
}

export type RoundsRepository = ReturnType<typeof createRoundsRepository>;
