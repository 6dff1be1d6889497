import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { exams, questions, results, students, type OptionLetter } from '../../db/schema/index.js';

export type ResultRow = typeof results.$inferSelect;
export type NewResult = Omit<typeof results.$inferInsert, 'id' | 'publicId' | 'createdAt'>;

/** A result with what its readers need of its exam and student. */
export interface ResultWithContext extends ResultRow {
  examPublicId: string;
  examTitle: string;
  examLevel: number;
  examAdminId: number;
  studentPublicId: string;
  studentFullname: string;
  studentUsername: string;
  studentSclass: number;
  studentLevel: number;
}

export interface AttemptingStudent {
  studentPublicId: string;
  fullname: string;
  username: string;
  sclass: number;
  level: number;
  isDeleted: boolean;
  attempts: number;
  bestScore: number;
  lastAttempt: Date;
}

const withContext = {
  examPublicId: exams.publicId,
  examTitle: exams.title,
  examLevel: exams.level,
  examAdminId: exams.adminId,
  studentPublicId: students.publicId,
  studentFullname: students.fullname,
  studentUsername: students.username,
  studentSclass: students.sclass,
  studentLevel: students.level,
};

export function resultsRepository(db: Database) {
  const selectWithContext = () =>
    db
      .select({ result: results, ...withContext })
      .from(results)
      .innerJoin(exams, eq(exams.id, results.examId))
      .innerJoin(students, eq(students.id, results.studentId));
  const flatten = ({
    result,
    ...context
  }: { result: ResultRow } & Omit<ResultWithContext, keyof ResultRow>) => ({
    ...result,
    ...context,
  });

  return {
    /** The exam's answer key, in question order. */
    async answerKey(examId: number): Promise<OptionLetter[]> {
      const rows = await db
        .select({ correctOption: questions.correctOption })
        .from(questions)
        .where(eq(questions.examId, examId))
        .orderBy(asc(questions.position));
      return rows.map((row) => row.correctOption);
    },

    /** Inserts the result; the unique index refuses a second result of a student for an assessment. */
    async insert(result: NewResult): Promise<ResultRow> {
      const [row] = await db.insert(results).values(result).returning();
      return row!;
    },

    async findByPublicId(publicId: string): Promise<ResultWithContext | null> {
      const [row] = await selectWithContext().where(eq(results.publicId, publicId));
      return row ? flatten(row) : null;
    },

    async delete(id: number): Promise<void> {
      await db.delete(results).where(eq(results.id, id));
    },

    async deleteAllOfExam(examId: number): Promise<number> {
      const deleted = await db
        .delete(results)
        .where(eq(results.examId, examId))
        .returning({ id: results.id });
      return deleted.length;
    },

    /** A page of an exam's results (of one student, when given), newest first. */
    async listForExam(
      examId: number,
      { studentId, page, limit }: { studentId?: number | undefined; page: number; limit: number },
    ): Promise<{ rows: ResultWithContext[]; total: number }> {
      const where = and(
        eq(results.examId, examId),
        studentId === undefined ? undefined : eq(results.studentId, studentId),
      );
      const [rows, [totals]] = await Promise.all([
        selectWithContext()
          .where(where)
          .orderBy(desc(results.dateCompleted), desc(results.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(results).where(where),
      ]);
      return { rows: rows.map(flatten), total: totals!.total };
    },

    /** Every result of an exam, for its report. */
    async allOfExam(examId: number): Promise<ResultWithContext[]> {
      const rows = await selectWithContext()
        .where(eq(results.examId, examId))
        .orderBy(asc(students.fullname), asc(results.dateCompleted));
      return rows.map(flatten);
    },

    /** The students with results in an exam, with their attempt count, best score and latest attempt. */
    async attemptingStudents(
      examId: number,
      page: number,
      limit: number,
    ): Promise<{ rows: AttemptingStudent[]; total: number }> {
      const where = eq(results.examId, examId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            studentPublicId: students.publicId,
            fullname: students.fullname,
            username: students.username,
            sclass: students.sclass,
            level: students.level,
            isDeleted: sql<boolean>`${students.deletedAt} is not null`,
            attempts: sql<number>`count(*)::int`,
            bestScore: sql<number>`max(${results.score})`,
            lastAttempt: max(results.dateCompleted),
          })
          .from(results)
          .innerJoin(students, eq(students.id, results.studentId))
          .where(where)
          .groupBy(students.id)
          .orderBy(asc(students.fullname), asc(students.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ total: sql<number>`count(distinct ${results.studentId})::int` })
          .from(results)
          .where(where),
      ]);
      return { rows: rows.map((row) => ({ ...row, lastAttempt: row.lastAttempt! })), total: totals!.total };
    },
  };
}

export type ResultsRepository = ReturnType<typeof resultsRepository>;
