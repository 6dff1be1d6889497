import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  max,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { admins, exams, questions, results } from '../../db/schema/index.js';

export type ExamRow = typeof exams.$inferSelect;
export type NewExam = Omit<
  typeof exams.$inferInsert,
  'id' | 'publicId' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;
export type ExamChanges = Partial<
  Pick<
    ExamRow,
    | 'title'
    | 'duration'
    | 'level'
    | 'isActive'
    | 'isSingleAttempt'
    | 'totalQuestions'
    | 'totalMarksPerQuestion'
    | 'totalMarks'
    | 'maxTerms'
    | 'minNumber'
    | 'maxNumber'
    | 'operators'
    | 'seed'
  >
>;
export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestion = Omit<typeof questions.$inferInsert, 'id' | 'examId'>;

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

export interface StudentExamListRow extends ExamRow {
  createdBy: string;
  totalAttempted: number;
  lastAttempt: Date | null;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function sharedConditions(filter: ExamFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.title) conditions.push(ilike(exams.title, `%${escapeLike(filter.title)}%`));
  if (filter.level !== undefined) conditions.push(eq(exams.level, filter.level));
  if (filter.isActive !== undefined) conditions.push(eq(exams.isActive, filter.isActive));
  if (filter.isSingleAttempt !== undefined)
    conditions.push(eq(exams.isSingleAttempt, filter.isSingleAttempt));
  return conditions;
}

/** Questions are written in batches that stay well inside PostgreSQL's 65 535 bind parameters. */
const QUESTION_BATCH = 2_000;

export function examsRepository(db: Database) {
  async function insertQuestions(tx: Database, examId: number, rows: NewQuestion[]): Promise<void> {
    for (let start = 0; start < rows.length; start += QUESTION_BATCH) {
      await tx
        .insert(questions)
        .values(rows.slice(start, start + QUESTION_BATCH).map((row) => ({ ...row, examId })));
    }
  }

  return {
    /** The exam and all its questions, or nothing. */
    async createWithQuestions(exam: NewExam, rows: NewQuestion[]): Promise<ExamRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(exams).values(exam).returning();
        await insertQuestions(tx, created!.id, rows);
        return created!;
      });
    },

    /** Soft-deleted exams included: callers decide who may see them. */
    async findByPublicId(publicId: string): Promise<ExamRow | null> {
      const [row] = await db.select().from(exams).where(eq(exams.publicId, publicId));
      return row ?? null;
    },

    async update(id: number, changes: ExamChanges): Promise<ExamRow> {
      const [row] = await db.update(exams).set(changes).where(eq(exams.id, id)).returning();
      return row!;
    },

    /** New questions and the settings that made them, in one step: nobody ever sees half an exam. */
    async replaceQuestions(id: number, changes: ExamChanges, rows: NewQuestion[]): Promise<ExamRow> {
      return db.transaction(async (tx) => {
        await tx.delete(questions).where(eq(questions.examId, id));
        await insertQuestions(tx, id, rows);
        const [row] = await tx.update(exams).set(changes).where(eq(exams.id, id)).returning();
        return row!;
      });
    },

    async hasResults(id: number): Promise<boolean> {
      return (await db.$count(results, eq(results.examId, id))) > 0;
    },

    async softDelete(id: number): Promise<ExamRow> {
      const [row] = await db.update(exams).set({ deletedAt: new Date() }).where(eq(exams.id, id)).returning();
      return row!;
    },

    /** Removes the exam and its questions; the database refuses while results exist. */
    async hardDelete(id: number): Promise<void> {
      await db.delete(exams).where(eq(exams.id, id));
    },

    /** The admin's exams with their attempt statistics, in one query (plus the count). */
    async listForAdmin(filter: AdminExamFilter): Promise<{ rows: AdminExamListRow[]; total: number }> {
      const stats = db
        .select({
          examId: results.examId,
          totalAttended: count().as('total_attended'),
          highestScore: max(results.score).as('highest_score'),
          uniqueStudents: countDistinct(results.studentId).as('unique_students'),
        })
        .from(results)
        .innerJoin(exams, eq(exams.id, results.examId))
        .where(eq(exams.adminId, filter.adminId))
        .groupBy(results.examId)
        .as('stats');
      const where = and(
        eq(exams.adminId, filter.adminId),
        filter.deleted ? isNotNull(exams.deletedAt) : isNull(exams.deletedAt),
        ...sharedConditions(filter),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            exam: exams,
            totalAttended: sql<number>`coalesce(${stats.totalAttended}, 0)::int`,
            highestScore: stats.highestScore,
            uniqueStudents: sql<number>`coalesce(${stats.uniqueStudents}, 0)::int`,
          })
          .from(exams)
          .leftJoin(stats, eq(stats.examId, exams.id))
          .where(where)
          .orderBy(desc(exams.createdAt), desc(exams.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ total: count() }).from(exams).where(where),
      ]);
      return {
        rows: rows.map(({ exam, ...row }) => ({ ...exam, ...row })),
        total: totals!.total,
      };
    },

    /** The live exams of the student's admin at the student's level, with the student's own attempts. */
    async listForStudent(filter: StudentExamFilter): Promise<{ rows: StudentExamListRow[]; total: number }> {
      const attempts = db
        .select({
          examId: results.examId,
          totalAttempted: count().as('total_attempted'),
          lastAttempt: max(results.dateCompleted).as('last_attempt'),
        })
        .from(results)
        .where(eq(results.studentId, filter.studentId))
        .groupBy(results.examId)
        .as('attempts');
      const where = and(
        eq(exams.adminId, filter.adminId),
        eq(exams.level, filter.studentLevel),
        isNull(exams.deletedAt),
        ...sharedConditions(filter),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            exam: exams,
            createdBy: admins.fullname,
            totalAttempted: sql<number>`coalesce(${attempts.totalAttempted}, 0)::int`,
            lastAttempt: attempts.lastAttempt,
          })
          .from(exams)
          .innerJoin(admins, eq(admins.id, exams.adminId))
          .leftJoin(attempts, eq(attempts.examId, exams.id))
          .where(where)
          .orderBy(desc(exams.createdAt), desc(exams.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ total: count() }).from(exams).where(where),
      ]);
      return {
        rows: rows.map(({ exam, ...row }) => ({ ...exam, ...row })),
        total: totals!.total,
      };
    },

    async questionsOf(
      examId: number,
      page: number,
      limit: number,
    ): Promise<{ rows: QuestionRow[]; total: number }> {
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(questions)
          .where(eq(questions.examId, examId))
          .orderBy(asc(questions.position))
          .limit(limit)
          .offset((page - 1) * limit),
        db.$count(questions, eq(questions.examId, examId)),
      ]);
      return { rows, total };
    },
  };
}

export type ExamsRepository = ReturnType<typeof examsRepository>;
