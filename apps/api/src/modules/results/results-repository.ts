import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lte, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { offsetOf, pageOf, totalRows, type Page } from '../../db/queries.js';
import { attempts, exams, questions, resultSummaries, results, students } from '../../db/schema/index.js';
import { examIsOpen } from '../../db/schema/exams.js';
import type { ReviewWhileOpen } from '@abacus/contract';
import { keyOf, type KeyEntry } from '../../domain/answers.js';
import { keyColumn } from '../../db/choice-questions.js';

export type ResultRow = typeof results.$inferSelect;
export type NewResult = Omit<typeof results.$inferInsert, 'id' | 'publicId' | 'createdAt'>;

/**
 * Results a clear deletes per statement: at the triggers' cost measured on a million results (17 ms a
 * thousand), a fraction of a second each, far inside the database timeout.
 */
export const CLEAR_BATCH_RESULTS = 10_000;

/** A result as an exam's report prints it. */
export type ReportedResult = Pick<
  ResultWithContext,
  | 'studentId'
  | 'studentFullname'
  | 'studentSclass'
  | 'score'
  | 'totalCorrect'
  | 'timeTaken'
  | 'dateCompleted'
  | 'examTotalMarks'
  | 'examTotalQuestions'
>;

/** A result with what its readers need of its exam and student. */
export interface ResultWithContext extends ResultRow {
  examPublicId: string;
  examTitle: string;
  examLevel: number;
  /** Whether the exam is the one behind a level's today's practice. */
  examDaily: boolean;
  examAdminId: number;
  examIsActive: boolean;
  examDeletedAt: Date | null;
  examReviewWhileOpen: ReviewWhileOpen;
  /** The attempt that was scored into this result; null when the client sent the result (#33). */
  attemptId: number | null;
  studentPublicId: string;
  studentFullname: string;
  studentUsername: string;
  studentSclass: number | null;
  studentLevel: number | null;
}

/**
 * A result as the results lists show it: figures, dates, its exam and its student — not its answers, so a
 * page of results costs the same whether the exam had ten questions or a thousand.
 */
export type ResultSummary = Pick<
  ResultWithContext,
  | 'publicId'
  | 'score'
  | 'totalCorrect'
  | 'timeTaken'
  | 'dateCompleted'
  | 'createdAt'
  | 'examTotalMarks'
  | 'examTotalQuestions'
  | 'examDuration'
  | 'examIsSingleAttempt'
  | 'superseded'
  | 'liveRound'
  | 'inAnalytics'
  | 'examPublicId'
  | 'examTitle'
  | 'examLevel'
  | 'examDaily'
  | 'studentPublicId'
  | 'studentFullname'
  | 'studentUsername'
  | 'studentSclass'
  | 'studentLevel'
>;

export interface AttemptingStudent {
  studentPublicId: string;
  fullname: string;
  username: string;
  sclass: number | null;
  level: number | null;
  isDeleted: boolean;
  attempts: number;
  bestScore: number;
  lastAttempt: Date;
}

/** Filters of the results lists; every one given must match. */
export interface ResultFilter {
  examId?: number | undefined;
  studentId?: number | undefined;
  /** The admin whose exams the results are of. */
  adminId?: number | undefined;
  isAssessment?: boolean | undefined;
  /** The exam's level. */
  level?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
  limit: number;
}

/** How {@link createResultsRepository}'s answerKeys names a version of an exam's questions. */
export const answerKeyId = ({ examId, version }: { examId: number; version: number }) =>
  `${examId}:${version}`;

/** {@link ResultWithContext}'s columns, flat: Drizzle builds the row as it is returned, with no copy. */
const resultWithContext = {
  ...getTableColumns(results),
  examPublicId: exams.publicId,
  examTitle: exams.title,
  examLevel: exams.level,
  examDaily: exams.daily,
  examAdminId: exams.adminId,
  examIsActive: examIsOpen,
  examDeletedAt: exams.deletedAt,
  examReviewWhileOpen: exams.reviewWhileOpen,
  attemptId: attempts.id,
  studentPublicId: students.publicId,
  studentFullname: students.fullname,
  studentUsername: students.username,
  studentSclass: students.sclass,
  studentLevel: students.level,
};

/** {@link ResultSummary}'s columns. */
const resultSummary = {
  publicId: results.publicId,
  score: results.score,
  totalCorrect: results.totalCorrect,
  timeTaken: results.timeTaken,
  dateCompleted: results.dateCompleted,
  createdAt: results.createdAt,
  examTotalMarks: results.examTotalMarks,
  examTotalQuestions: results.examTotalQuestions,
  examDuration: results.examDuration,
  examIsSingleAttempt: results.examIsSingleAttempt,
  superseded: results.superseded,
  liveRound: results.liveRound,
  inAnalytics: results.inAnalytics,
  examPublicId: exams.publicId,
  examTitle: exams.title,
  examLevel: exams.level,
  examDaily: exams.daily,
  studentPublicId: students.publicId,
  studentFullname: students.fullname,
  studentUsername: students.username,
  studentSclass: students.sclass,
  studentLevel: students.level,
};

export function createResultsRepository(db: Database) {
  const selectWithContext = () =>
    db
      .select(resultWithContext)
      .from(results)
      .innerJoin(exams, eq(exams.id, results.examId))
      .innerJoin(students, eq(students.id, results.studentId))
      .leftJoin(attempts, eq(attempts.resultId, results.id));
  return {
    /** The answer key of one version of the exam's questions, in question order. */
    async answerKey(examId: number, version: number): Promise<KeyEntry[]> {
      const rows = await db
        .select({ key: keyColumn(questions) })
        .from(questions)
        .where(and(eq(questions.examId, examId), eq(questions.version, version)))
        .orderBy(asc(questions.position));
      return keyOf(rows.map((row) => row.key));
    },

    /** Inserts the result; the unique index refuses a second result of a student for an assessment. */
    async insert(result: NewResult): Promise<ResultRow> {
      const [row] = await db.insert(results).values(result).returning();
      return row!;
    },

    async findById(id: number): Promise<ResultRow | null> {
      const [row] = await db.select().from(results).where(eq(results.id, id));
      return row ?? null;
    },

    /** Whether the student has a result of the exam that counts (not one the teacher let them take again). */
    async hasResultOf(examId: number, studentId: number): Promise<boolean> {
      const counting = and(
        eq(results.examId, examId),
        eq(results.studentId, studentId),
        not(results.superseded),
      );
      return (await db.$count(results, counting)) > 0;
    },

    /**
     * Marks the student's counting result of the assessment, and the attempt it came from, as superseded,
     * so that the unique indexes let one more attempt and result in; `taking` while an attempt is open.
     */
    async supersede(examId: number, studentId: number): Promise<ResultRow | 'taking' | 'none'> {
      const ofStudent = (table: typeof attempts | typeof results) =>
        and(eq(table.examId, examId), eq(table.studentId, studentId), not(table.superseded));
      const [open] = await db
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(ofStudent(attempts), isNull(attempts.finishedAt)))
        .for('update');
      if (open) return 'taking';
      const [result] = await db
        .update(results)
        .set({ superseded: true })
        .where(and(ofStudent(results), eq(results.examIsSingleAttempt, true)))
        .returning();
      if (!result) return 'none';
      await db
        .update(attempts)
        .set({ superseded: true })
        .where(and(ofStudent(attempts), eq(attempts.isAssessment, true)));
      return result;
    },

    async findByPublicId(publicId: string): Promise<ResultWithContext | null> {
      const [row] = await selectWithContext().where(eq(results.publicId, publicId));
      return row ?? null;
    },

    async delete(id: number): Promise<void> {
      await db.delete(results).where(eq(results.id, id));
    },

    /**
     * Deletes the exam's results a batch at a time, each its own statement: a million results, with the
     * summaries and answer tallies their triggers keep, take longer than one statement may run. A clear
     * cut short has deleted some; clearing again deletes the rest.
     */
    async deleteAllOfExam(examId: number): Promise<number> {
      let total = 0;
      for (;;) {
        const batch = db
          .select({ id: results.id })
          .from(results)
          .where(eq(results.examId, examId))
          .limit(CLEAR_BATCH_RESULTS);
        const deleted = await db
          .delete(results)
          .where(inArray(results.id, batch))
          .returning({ id: results.id });
        total += deleted.length;
        if (deleted.length < CLEAR_BATCH_RESULTS) return total;
      }
    },

    /**
     * A page of the results that match, newest first. Each matching exam gives its newest results from
     * its index, only as many as the page reaches, and those are merged: a page costs the same however
     * many results the exams have. The total comes from the summaries unless dates narrow the results.
     */
    async list(filter: ResultFilter): Promise<Page<ResultSummary>> {
      // A student's list narrows no exam: `true` keeps the `where` below whole.
      const ofExams = and(
        sql`true`,
        filter.examId === undefined ? undefined : eq(exams.id, filter.examId),
        filter.adminId === undefined ? undefined : eq(exams.adminId, filter.adminId),
        filter.level === undefined ? undefined : eq(exams.level, filter.level),
        // An exam cannot switch between test and practice once taken: its results were taken as it is.
        filter.isAssessment === undefined ? undefined : eq(exams.isSingleAttempt, filter.isAssessment),
      );
      const ofResults = and(
        eq(results.examId, exams.id),
        filter.studentId === undefined ? undefined : eq(results.studentId, filter.studentId),
        filter.from === undefined ? undefined : gte(results.dateCompleted, filter.from),
        filter.to === undefined ? undefined : lte(results.dateCompleted, filter.to),
      );
      const total =
        filter.from === undefined && filter.to === undefined
          ? sql<number>`(select coalesce(sum(${resultSummaries.results}), 0)::int from ${resultSummaries}
              join ${exams} on ${exams.id} = ${resultSummaries.examId}
              where ${and(
                ofExams,
                filter.studentId === undefined ? undefined : eq(resultSummaries.studentId, filter.studentId),
              )})`
          : sql<number>`(select count(*)::int from ${results} join ${exams} on ${ofResults} where ${ofExams})`;
      const newest = db
        .select({ id: sql<number>`${results.id}`.as('newest_id') })
        .from(results)
        .where(ofResults)
        .orderBy(desc(results.dateCompleted), desc(results.id))
        .limit(filter.page * filter.limit)
        .as('newest');
      const rows = await db
        .select({ ...resultSummary, total })
        .from(exams)
        .innerJoinLateral(newest, sql`true`)
        .innerJoin(results, eq(results.id, newest.id))
        .innerJoin(students, eq(students.id, results.studentId))
        .where(ofExams)
        .orderBy(desc(results.dateCompleted), desc(results.id))
        .limit(filter.limit)
        .offset(offsetOf(filter.page, filter.limit));
      return pageOf(rows, async () => {
        const { rows: counted } = await db.execute<{ total: number }>(sql`select ${total} as total`);
        return counted[0]!.total;
      });
    },

    /** The answer keys of these versions of exams' questions, by `examId:version`. */
    async answerKeys(versions: { examId: number; version: number }[]): Promise<Map<string, KeyEntry[]>> {
      if (versions.length === 0) return new Map();
      const rows = await db
        .select({
          examId: questions.examId,
          version: questions.version,
          key: sql<string[]>`array_agg(${keyColumn(questions)} order by ${questions.position})`,
        })
        .from(questions)
        // The pairs travel as two array parameters: one short statement however many versions a page
        // holds, not an `or` of a hundred conditions to build, send and plan.
        .where(
          sql`(${questions.examId}, ${questions.version}) in (select * from unnest(
            ${sql.param(versions.map((pair) => pair.examId))}::bigint[],
            ${sql.param(versions.map((pair) => pair.version))}::int[]))`,
        )
        .groupBy(questions.examId, questions.version);
      return new Map(rows.map((row) => [answerKeyId(row), keyOf(row.key)]));
    },

    /**
     * Every result of an exam, for its report: only what the report prints, since a long report's rows are
     * read, mapped and handed to the rendering thread on the thread that serves every request.
     */
    async reportRowsOfExam(examId: number): Promise<ReportedResult[]> {
      return db
        .select({
          studentId: results.studentId,
          studentFullname: students.fullname,
          studentSclass: students.sclass,
          score: results.score,
          totalCorrect: results.totalCorrect,
          timeTaken: results.timeTaken,
          dateCompleted: results.dateCompleted,
          examTotalMarks: results.examTotalMarks,
          examTotalQuestions: results.examTotalQuestions,
        })
        .from(results)
        .innerJoin(students, eq(students.id, results.studentId))
        .where(eq(results.examId, examId))
        .orderBy(asc(students.fullname), asc(results.dateCompleted));
    },

    /** The students with results in an exam, with their attempt count, best score and latest attempt. */
    async attemptingStudents(examId: number, page: number, limit: number): Promise<Page<AttemptingStudent>> {
      const where = eq(results.examId, examId);
      const rows = await db
        .select({
          studentPublicId: students.publicId,
          fullname: students.fullname,
          username: students.username,
          sclass: students.sclass,
          level: students.level,
          isDeleted: sql<boolean>`${students.deletedAt} is not null`,
          attempts: sql<number>`count(*)::int`,
          bestScore: sql<number>`max(${results.score})`,
          // Never null: every group has a result.
          lastAttempt: sql<Date>`max(${results.dateCompleted})`.mapWith(results.dateCompleted),
          total: totalRows(),
        })
        .from(results)
        .innerJoin(students, eq(students.id, results.studentId))
        .leftJoin(attempts, eq(attempts.resultId, results.id))
        .where(where)
        .groupBy(students.id)
        .orderBy(asc(students.fullname), asc(students.id))
        .limit(limit)
        .offset(offsetOf(page, limit));
      return pageOf(rows, async () => {
        const [row] = await db
          .select({ total: sql<number>`count(distinct ${results.studentId})::int` })
          .from(results)
          .where(where);
        return row!.total;
      });
    },
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
