import { and, asc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import { CHOICE_QUESTION_COLUMNS, choiceQuestionArrays, keyColumn } from '../../db/choice-questions.js';
import type { Database } from '../../db/database.js';
import { attemptQuestions, attempts, exams, students } from '../../db/schema/index.js';
import { keyOf, storedAnswers, type Answer, type KeyEntry } from '../../domain/answers.js';
import { examColumns, type ExamRow } from '../exams/index.js';
import type { AttemptQuestion } from './shuffle-questions.js';

export type AttemptRow = typeof attempts.$inferSelect;
export type NewAttempt = Pick<
  typeof attempts.$inferInsert,
  | 'examId'
  | 'studentId'
  | 'isAssessment'
  | 'questionsVersion'
  | 'seed'
  | 'answerMode'
  | 'answers'
  | 'startedAt'
  | 'deadline'
  | 'practiceDay'
>;
export type AttemptQuestionRow = typeof attemptQuestions.$inferSelect;

/** An attempt with the exam it is of and its student's public id. */
export interface AttemptWithExam {
  attempt: AttemptRow;
  exam: ExamRow;
  studentPublicId: string;
}

export function createAttemptsRepository(db: Database) {
  const selectWithExam = () =>
    db
      .select({ attempt: attempts, exam: examColumns, studentPublicId: students.publicId })
      .from(attempts)
      .innerJoin(exams, eq(exams.id, attempts.examId))
      .innerJoin(students, eq(students.id, attempts.studentId));

  return {
    /**
     * Inserts the attempt with the questions it shows, or nothing; the unique indexes refuse a second open
     * attempt, and a second counting attempt of an assessment.
     */
    async insert(attempt: NewAttempt, shown: readonly AttemptQuestion[]): Promise<AttemptRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(attempts).values(attempt).returning();
        await tx.execute(sql`insert into ${attemptQuestions} (attempt_id, ${CHOICE_QUESTION_COLUMNS}, source_position)
          select ${row!.id}, * from unnest(${choiceQuestionArrays(shown)},
            ${sql.param(shown.map((question) => question.sourcePosition))}::smallint[])`);
        return row!;
      });
    },

    /** The questions the attempt shows, in its order. */
    async questionsOf(attemptId: number): Promise<AttemptQuestionRow[]> {
      return db
        .select()
        .from(attemptQuestions)
        .where(eq(attemptQuestions.attemptId, attemptId))
        .orderBy(asc(attemptQuestions.position));
    },

    /** Each attempt's answer key, in the order it showed its questions. */
    async keysOf(attemptIds: readonly number[]): Promise<Map<number, KeyEntry[]>> {
      if (attemptIds.length === 0) return new Map();
      const rows = await db
        .select({
          attemptId: attemptQuestions.attemptId,
          key: sql<string[]>`array_agg(${keyColumn(attemptQuestions)} order by ${attemptQuestions.position})`,
        })
        .from(attemptQuestions)
        .where(inArray(attemptQuestions.attemptId, [...attemptIds]))
        .groupBy(attemptQuestions.attemptId);
      return new Map(rows.map((row) => [row.attemptId, keyOf(row.key)]));
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

    /** The student's counting attempt of an assessment: at most one, open or finished. */
    async findOfAssessment(examId: number, studentId: number): Promise<AttemptWithExam | null> {
      const [row] = await selectWithExam().where(
        and(
          eq(attempts.examId, examId),
          eq(attempts.studentId, studentId),
          eq(attempts.isAssessment, true),
          not(attempts.superseded),
        ),
      );
      return row ?? null;
    },

    /** Saves the answers of an attempt still open; null when it has been finished meanwhile. */
    /** The answers so far, and the times on screen when reported (kept as they were otherwise). */
    async saveAnswers(
      id: number,
      answers: Answer[],
      savedAt: Date,
      timesMs?: number[],
    ): Promise<AttemptRow | null> {
      const [row] = await db
        .update(attempts)
        .set({ answers: storedAnswers(answers), savedAt, ...(timesMs && { timesMs }) })
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

    /** Finished with these answers (and times on screen), the ones it was scored and timed with. */
    async markFinished(
      id: number,
      finishedAt: Date,
      resultId: number,
      answers: Answer[],
      timesMs: number[] | null,
    ): Promise<void> {
      await db
        .update(attempts)
        .set({ finishedAt, resultId, answers: storedAnswers(answers), timesMs })
        .where(eq(attempts.id, id));
    },

    /**
     * The attempts still open past `cutoff` (their deadline and grace) that a reader of these results would
     * miss: of the admin's exams, or of the student. The open attempts' own index finds them.
     */
    async expiredOpen(whose: { adminId: number } | { studentId: number }, cutoff: Date): Promise<number[]> {
      const rows = await db
        .select({ id: attempts.id })
        .from(attempts)
        .where(
          and(
            isNull(attempts.finishedAt),
            sql`${attempts.deadline} < ${cutoff}`,
            'adminId' in whose
              ? inArray(
                  attempts.examId,
                  db.select({ id: exams.id }).from(exams).where(eq(exams.adminId, whose.adminId)),
                )
              : eq(attempts.studentId, whose.studentId),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Removes an open attempt that can no longer be finished (its student has this assessment's result). */
    async removeOpen(id: number): Promise<void> {
      await db.delete(attempts).where(and(eq(attempts.id, id), isNull(attempts.finishedAt)));
    },
  };
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
