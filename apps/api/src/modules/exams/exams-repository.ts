import type { ReviewWhileOpen } from '@abacus/contract';
import type { AnswerMode } from '@abacus/generator';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  isNotNull,
  isNull,
  lt,
  not,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  CHOICE_QUESTION_COLUMNS,
  choiceQuestionArrays,
  type ChoiceQuestion,
} from '../../db/choice-questions.js';
import type { Database } from '../../db/database.js';
import {
  containsText,
  deleteOrKeep,
  isoTimestamp,
  offsetOf,
  pageOf,
  totalRows,
  type Page,
} from '../../db/queries.js';
import { examIsOpen } from '../../db/schema/exams.js';
import {
  admins,
  attempts,
  exams,
  questions,
  resultSummaries,
  results,
  rounds,
} from '../../db/schema/index.js';

/** An exam's columns, and whether students may take it now (`isActive`, as the API calls it). */
export const examColumns = { ...getTableColumns(exams), isActive: examIsOpen };

export type ExamRow = typeof exams.$inferSelect & { isActive: boolean };
export type NewExam = Omit<
  typeof exams.$inferInsert,
  'id' | 'publicId' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;
export type ExamChanges = Partial<Omit<NewExam, 'adminId'>>;
export type QuestionRow = typeof questions.$inferSelect;
export type { ChoiceQuestion };

/** Filters both views of the exam list share. */
export interface ExamFilter {
  title?: string | undefined;
  level?: number | undefined;
  isActive?: boolean | undefined;
  isSingleAttempt?: boolean | undefined;
  page: number;
  limit: number;
}

export interface AdminExamFilter extends ExamFilter {
  adminId: number;
  deleted: boolean;
}

export interface StudentExamFilter extends ExamFilter {
  adminId: number;
  studentId: number;
  studentLevel: number;
}

export interface AdminExamListRow extends ExamRow {
  totalAttended: number;
  highestScore: number | null;
  uniqueStudents: number;
}

/**
 * A row of a student's exam list: only what the list shows, its instants already as ISO strings (the
 * hottest read of all, so no Date is made only to be written out again).
 */
export interface StudentExamListRow {
  publicId: string;
  title: string;
  duration: number;
  level: number;
  totalQuestions: number;
  totalMarks: number;
  totalMarksPerQuestion: number;
  isActive: boolean;
  opensAt: string | null;
  closesAt: string | null;
  isSingleAttempt: boolean;
  questionsVersion: number;
  flashIntervalMs: number | null;
  flashGapMs: number;
  flashShowSign: boolean;
  flashShowCounter: boolean;
  listeningNumbersPerMinute: number | null;
  answerMode: AnswerMode;
  questionsPerStudent: boolean;
  reviewWhileOpen: ReviewWhileOpen;
  deletedAt: string | null;
  createdAt: string;
  createdBy: string;
  totalAttempted: number;
  lastAttempt: string | null;
  /** The student's attempt still open (its public id and deadline), to resume. */
  openAttempt: { attemptId: string; deadline: string } | null;
}

function filterConditions(filter: ExamFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.title) conditions.push(containsText(exams.title, filter.title));
  if (filter.level !== undefined) conditions.push(eq(exams.level, filter.level));
  if (filter.isActive !== undefined) conditions.push(filter.isActive ? examIsOpen : not(examIsOpen));
  if (filter.isSingleAttempt !== undefined)
    conditions.push(eq(exams.isSingleAttempt, filter.isSingleAttempt));
  return conditions;
}

/**
 * A column of the listed exam, named with its table inside a subquery: Drizzle leaves the columns of a
 * single-table select unqualified, and there they would mean the subquery's own table.
 */
const outerExam = (column: 'id' | 'admin_id') => sql`${exams}.${sql.identifier(column)}`;

/** A figure over the exam's result summaries (one row per student who has a result). */
const ofSummaries = <Value>(aggregate: SQL) =>
  sql<Value>`(select ${aggregate} from ${resultSummaries} where ${resultSummaries.examId} = ${outerExam('id')})`;

/**
 * What an admin sees of who took each exam, superseded results included: from the summaries, so an exam
 * with a million results costs its students' rows, not its results'.
 */
const adminFigures = {
  totalAttended: ofSummaries<number>(sql`coalesce(sum(${resultSummaries.results}), 0)::int`),
  highestScore: ofSummaries<number | null>(sql`max(${resultSummaries.highestScore})`),
  uniqueStudents: ofSummaries<number>(sql`count(*)::int`),
};

/** What each SQL expression of `Figures` yields. */
type ValuesOf<Figures extends Record<string, SQL>> = {
  [Name in keyof Figures]: Figures[Name] extends SQL<infer T> ? T : never;
};

export function createExamsRepository(db: Database) {
  async function insertQuestions(
    tx: Database,
    examId: number,
    version: number,
    rows: ChoiceQuestion[],
  ): Promise<void> {
    await tx.execute(sql`insert into ${questions} (exam_id, version, ${CHOICE_QUESTION_COLUMNS})
      select ${examId}, ${version}, * from unnest(${choiceQuestionArrays(rows)})`);
  }

  /**
   * A page of exams, newest first, each with the `figures` of its view. The figures are computed for
   * the page's exams only, so a page costs the same however many results the admin has.
   */
  async function pageOfExams<Figures extends Record<string, SQL>>(
    where: SQL | undefined,
    figures: Figures,
    { page, limit }: ExamFilter,
  ): Promise<Page<ExamRow & ValuesOf<Figures>>> {
    // The exam's columns and its figures in one flat row, as Drizzle builds it: no copy of each row.
    const rows = (await db
      .select({ ...examColumns, total: totalRows(), ...figures })
      .from(exams)
      .where(where)
      .orderBy(desc(exams.createdAt), desc(exams.id))
      .limit(limit)
      .offset(offsetOf(page, limit))) as (ExamRow & ValuesOf<Figures> & { total: number })[];
    // Omit<…, 'total'> of a generic type is opaque to TypeScript; it is these rows without their total.
    return (await pageOf(rows, () => db.$count(exams, where))) as Page<ExamRow & ValuesOf<Figures>>;
  }

  return {
    /** The exam and all its questions, or nothing. */
    async createWithQuestions(exam: NewExam, rows: ChoiceQuestion[]): Promise<ExamRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(exams).values(exam).returning(examColumns);
        await insertQuestions(tx, created!.id, created!.questionsVersion, rows);
        return created!;
      });
    },

    /** Who took one exam, as its admin's list shows it. */
    async adminFiguresOf(examId: number): Promise<ValuesOf<typeof adminFigures>> {
      const [row] = await db.select(adminFigures).from(exams).where(eq(exams.id, examId));
      return row!;
    },

    /** Soft-deleted exams included: callers decide who may see them. */
    async findByPublicId(publicId: string): Promise<ExamRow | null> {
      const [row] = await db.select(examColumns).from(exams).where(eq(exams.publicId, publicId));
      return row ?? null;
    },

    async update(id: number, changes: ExamChanges): Promise<ExamRow> {
      const [row] = await db.update(exams).set(changes).where(eq(exams.id, id)).returning(examColumns);
      return row!;
    },

    /**
     * Switches the exam on and opens it now: an opening time still to come is dropped, and a closing
     * time already past; one still to come stays.
     */
    async openNow(id: number): Promise<ExamRow> {
      const [row] = await db
        .update(exams)
        .set({
          switchedOn: true,
          opensAt: sql`case when ${exams.opensAt} > now() then null else ${exams.opensAt} end`,
          closesAt: sql`case when ${exams.closesAt} <= now() then null else ${exams.closesAt} end`,
        })
        .where(eq(exams.id, id))
        .returning(examColumns);
      return row!;
    },

    /** The database's clock, the one that decides whether an exam is open. */
    async now(): Promise<Date> {
      const { rows } = await db.execute<{ now: string | Date }>(sql`select now() as now`);
      return new Date(rows[0]!.now);
    },

    /**
     * The next version of the exam's questions and the settings that made it, in one step: nobody ever
     * sees half an exam, and concurrent regenerations take turns on the exam's row. Earlier versions
     * stay while an attempt or a result refers to them (their review and scoring need them), or a round
     * not ended shows them.
     */
    async regenerate(id: number, changes: ExamChanges, rows: ChoiceQuestion[]): Promise<ExamRow> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ questionsVersion: exams.questionsVersion })
          .from(exams)
          .where(eq(exams.id, id))
          .for('update');
        const version = current!.questionsVersion + 1;
        await insertQuestions(tx, id, version, rows);
        const [row] = await tx
          .update(exams)
          .set({ ...changes, questionsVersion: version })
          .where(eq(exams.id, id))
          .returning(examColumns);
        const inUse = sql`(select ${attempts.questionsVersion} from ${attempts} where ${attempts.examId} = ${id}
          union select ${results.questionsVersion} from ${results}
          where ${results.examId} = ${id} and ${results.questionsVersion} is not null
          union select ${rounds.questionsVersion} from ${rounds}
          where ${rounds.examId} = ${id} and ${rounds.endedAt} is null)`;
        await tx
          .delete(questions)
          .where(
            and(
              eq(questions.examId, id),
              lt(questions.version, version),
              notInArray(questions.version, inUse),
            ),
          );
        return row!;
      });
    },

    /** Whether a student has started the exam or sent a result of it. */
    async hasBeenTaken(id: number): Promise<boolean> {
      const { rows } = await db.execute<{ taken: boolean }>(sql`select
        exists (select 1 from ${attempts} where ${attempts.examId} = ${id})
        or exists (select 1 from ${results} where ${results.examId} = ${id}) as taken`);
      return rows[0]!.taken;
    },

    /**
     * Whether results were scored on the exam's current questions: once the exam is closed their review
     * shows its students the key.
     */
    async hasResultsOnCurrentQuestions(id: number): Promise<boolean> {
      const onCurrent = and(
        eq(results.examId, id),
        eq(
          results.questionsVersion,
          sql`(select ${exams.questionsVersion} from ${exams} where ${exams.id} = ${id})`,
        ),
      );
      return (await db.$count(results, onCurrent)) > 0;
    },

    /** Removes the exam and its questions, unless it has results: then it is only marked deleted. */
    remove(id: number): Promise<{ permanently: boolean }> {
      return deleteOrKeep(
        db,
        (tx) => tx.delete(exams).where(eq(exams.id, id)),
        () =>
          db
            .update(exams)
            .set({ deletedAt: new Date() })
            .where(and(eq(exams.id, id), isNull(exams.deletedAt))),
      );
    },

    /** The admin's exams with their attempt statistics. */
    listForAdmin(filter: AdminExamFilter): Promise<Page<AdminExamListRow>> {
      const where = and(
        eq(exams.adminId, filter.adminId),
        filter.deleted ? isNotNull(exams.deletedAt) : isNull(exams.deletedAt),
        ...filterConditions(filter),
      );
      return pageOfExams(where, adminFigures, filter);
    },

    /**
     * The live exams of the student's admin at the student's level, with the student's own attempts. One
     * statement, written out rather than built and mapped by the ORM: every student opens it first. The
     * student's results and open attempts are read once and joined, not looked up again for every exam.
     */
    async listForStudent(filter: StudentExamFilter): Promise<Page<StudentExamListRow>> {
      const where = and(
        eq(exams.adminId, filter.adminId),
        eq(exams.level, filter.studentLevel),
        isNull(exams.deletedAt),
        ...filterConditions(filter),
      );
      const mine = sql.identifier('mine');
      const open = sql.identifier('open');
      const { rows } = await db.execute<Record<keyof StudentExamListRow | 'total', unknown>>(sql`
        select ${exams.publicId} as "publicId", ${exams.title} as "title", ${exams.duration} as "duration",
          ${exams.level} as "level", ${exams.totalQuestions} as "totalQuestions",
          ${exams.totalMarks} as "totalMarks", ${exams.totalMarksPerQuestion} as "totalMarksPerQuestion",
          ${examIsOpen} as "isActive", ${isoTimestamp(exams.opensAt)} as "opensAt",
          ${isoTimestamp(exams.closesAt)} as "closesAt", ${exams.isSingleAttempt} as "isSingleAttempt",
          ${exams.questionsVersion} as "questionsVersion", ${exams.flashIntervalMs} as "flashIntervalMs",
          ${exams.flashGapMs} as "flashGapMs", ${exams.flashShowSign} as "flashShowSign",
          ${exams.flashShowCounter} as "flashShowCounter",
          ${exams.listeningNumbersPerMinute} as "listeningNumbersPerMinute",
          ${exams.answerMode} as "answerMode",
          ${exams.questionsPerStudent} as "questionsPerStudent", ${exams.reviewWhileOpen} as "reviewWhileOpen",
          ${isoTimestamp(exams.deletedAt)} as "deletedAt", ${isoTimestamp(exams.createdAt)} as "createdAt",
          ${admins.fullname} as "createdBy", coalesce(${mine}.attempted, 0) as "totalAttempted",
          ${isoTimestamp(sql`${mine}.last_completed`)} as "lastAttempt",
          case when ${open}.public_id is not null then json_build_object(
            'attemptId', ${open}.public_id, 'deadline', ${isoTimestamp(sql`${open}.deadline`)}) end as "openAttempt",
          ${totalRows()} as "total"
        from ${exams}
        join ${admins} on ${admins.id} = ${exams.adminId}
        left join (
          select ${results.examId} as exam_id, count(*)::int as attempted,
            max(${results.dateCompleted}) as last_completed
          from ${results} where ${results.studentId} = ${filter.studentId} and not ${results.superseded}
          group by ${results.examId}
        ) ${mine} on ${mine}.exam_id = ${exams.id}
        left join (
          select ${attempts.examId} as exam_id, ${attempts.publicId} as public_id, ${attempts.deadline} as deadline
          from ${attempts} where ${attempts.studentId} = ${filter.studentId} and ${attempts.finishedAt} is null
        ) ${open} on ${open}.exam_id = ${exams.id}
        where ${where}
        order by ${exams.createdAt} desc, ${exams.id} desc
        limit ${filter.limit} offset ${offsetOf(filter.page, filter.limit)}`);
      return pageOf(rows as unknown as (StudentExamListRow & { total: number })[], () =>
        db.$count(exams, where),
      );
    },

    /** One version of the exam's questions, in order. */
    async allQuestionsOf(examId: number, version: number): Promise<QuestionRow[]> {
      return db
        .select()
        .from(questions)
        .where(and(eq(questions.examId, examId), eq(questions.version, version)))
        .orderBy(asc(questions.position));
    },

    /**
     * A page of the exam's current questions, with that version's number. The version is read in the same
     * statement as the questions: a regeneration committed meanwhile may remove the version an earlier
     * read of the exam named.
     */
    async currentQuestionsOf(
      examId: number,
      page: number,
      limit: number,
    ): Promise<Page<QuestionRow> & { version: number }> {
      const current = and(eq(exams.id, examId), eq(questions.version, exams.questionsVersion));
      const rows = await db
        .select({ question: questions, version: exams.questionsVersion, total: totalRows() })
        .from(questions)
        .innerJoin(exams, eq(exams.id, questions.examId))
        .where(current)
        .orderBy(asc(questions.position))
        .limit(limit)
        .offset(offsetOf(page, limit));
      if (rows.length > 0) {
        return { rows: rows.map((row) => row.question), total: rows[0]!.total, version: rows[0]!.version };
      }
      const [past] = await db
        .select({ version: exams.questionsVersion, total: sql<number>`count(${questions.id})::int` })
        .from(exams)
        .leftJoin(
          questions,
          and(eq(questions.examId, exams.id), eq(questions.version, exams.questionsVersion)),
        )
        .where(eq(exams.id, examId))
        .groupBy(exams.questionsVersion);
      return { rows: [], total: past?.total ?? 0, version: past?.version ?? 0 };
    },
  };
}

export type ExamsRepository = ReturnType<typeof createExamsRepository>;
