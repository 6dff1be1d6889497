import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { attempts, exams, students } from '../../db/schema/index.js';
import type { Answer } from '../../domain/answers.js';
import type { ExamRow } from '../exams/exams-repository.js';

export type AttemptRow = typeof attempts.$inferSelect;
export type NewAttempt = Pick<
  typeof attempts.$inferInsert,
  'examId' | 'studentId' | 'isAssessment' | 'questionsVersion' | 'answers' | 'startedAt' | 'deadline'
>;

/** An attempt with the exam it is of and its student's public id. */
export interface AttemptWithExam {
  attempt: AttemptRow;
  exam: ExamRow;
  studentPublicId: string;
}

export function createAttemptsRepository(db: Database) {
  const selectWithExam = () =>
    db
      .select({ attempt: attempts, exam: exams, studentPublicId: students.publicId })
      .from(attempts)
      .innerJoin(exams, eq(exams.id, attempts.examId))
      .innerJoin(students, eq(students.id, attempts.studentId));

  return {
    /** Inserts the attempt; the unique indexes refuse a second open one, and a second one of an assessment. */
    async insert(attempt: NewAttempt): Promise<AttemptRow> {
      const [row] = await db.insert(attempts).values(attempt).returning();
      return row!;
    },

    async findByPublicId(publicId: string): Promise<AttemptWithExam | null> {
      const [row] = await selectWithExam().where(eq(attempts.publicId, publicId));
      return row ?? null;
    },

    /** The student's attempt of the exam that is still open, if any. */
    async findOpen(examId: number, studentId: number): Promise<AttemptWithExam | null> {
      const [row] = await selectWithExam().where(
        and(eq(attempts.examId, examId), eq(attempts.studentId, studentId), isNull(attempts.finishedAt)),
      );
      return row ?? null;
    },

    /** The student's attempts of an assessment: at most one, open or finished. */
    async findOfAssessment(examId: number, studentId: number): Promise<AttemptWithExam | null> {
      const [row] = await selectWithExam().where(
        and(eq(attempts.examId, examId), eq(attempts.studentId, studentId), eq(attempts.isAssessment, true)),
      );
      return row ?? null;
    },

    /** Saves the answers of an attempt still open; null when it has been finished meanwhile. */
    async saveAnswers(id: number, answers: Answer[], savedAt: Date): Promise<AttemptRow | null> {
      const [row] = await db
        .update(attempts)
        .set({ answers, savedAt })
        .where(and(eq(attempts.id, id), isNull(attempts.finishedAt)))
        .returning();
      return row ?? null;
    },

    /**
     * The attempt, locked until the transaction ends, so that of concurrent submissions one finishes it and
     * the others then find it finished.
     */
    async lockForFinish(id: number): Promise<AttemptRow> {
      const [row] = await db.select().from(attempts).where(eq(attempts.id, id)).for('update');
      return row!;
    },

    async markFinished(id: number, finishedAt: Date, resultId: number): Promise<void> {
      await db.update(attempts).set({ finishedAt, resultId }).where(eq(attempts.id, id));
    },

    /** Removes an open attempt that can no longer be finished (its student has this assessment's result). */
    async removeOpen(id: number): Promise<void> {
      await db.delete(attempts).where(and(eq(attempts.id, id), isNull(attempts.finishedAt)));
    },
  };
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
