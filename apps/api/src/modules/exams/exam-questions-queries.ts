import { and, asc, eq, lt, notInArray, sql } from 'drizzle-orm';
import {
  CHOICE_QUESTION_COLUMNS,
  choiceQuestionArrays,
  type ChoiceQuestion,
} from '../../db/choice-questions.js';
import type { Database } from '../../db/database.js';
import { offsetOf, totalRows, type Page } from '../../db/queries.js';
import { attempts, exams, questions, results, rounds } from '../../db/schema/index.js';
import { examColumns, type ExamChanges, type ExamRow, type NewExam, type QuestionRow } from './exam-rows.js';

async function insertQuestions(
  tx: Database,
  examId: number,
  version: number,
  rows: ChoiceQuestion[],
): Promise<void> {
  await tx.execute(sql`insert into ${questions} (exam_id, version, ${CHOICE_QUESTION_COLUMNS})
    select ${examId}, ${version}, * from unnest(${choiceQuestionArrays(rows)})`);
}

/** The exam and all its questions, or nothing. */
export async function createExamWithQuestions(
  db: Database,
  exam: NewExam,
  rows: ChoiceQuestion[],
): Promise<ExamRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(exams).values(exam).returning(examColumns);
    await insertQuestions(tx, created!.id, created!.questionsVersion, rows);
    return created!;
  });
}

/**
 * The next version of the exam's questions and the settings that made it, in one step: nobody ever
 * sees half an exam, and concurrent regenerations take turns on the exam's row. Earlier versions
 * stay while an attempt or a result refers to them (their review and scoring need them), or a round
 * not ended shows them.
 */
export async function regenerateExamQuestions(
  db: Database,
  id: number,
  changes: ExamChanges,
  rows: ChoiceQuestion[],
): Promise<ExamRow> {
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
        and(eq(questions.examId, id), lt(questions.version, version), notInArray(questions.version, inUse)),
      );
    return row!;
  });
}

/** One version of the exam's questions, in order. */
export async function questionsOfVersion(
  db: Database,
  examId: number,
  version: number,
): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.examId, examId), eq(questions.version, version)))
    .orderBy(asc(questions.position));
}

/**
 * A page of the exam's current questions, with that version's number. The version is read in the same
 * statement as the questions: a regeneration committed meanwhile may remove the version an earlier
 * read of the exam named.
 */
export async function currentQuestionsOfExam(
  db: Database,
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
    .leftJoin(questions, and(eq(questions.examId, exams.id), eq(questions.version, exams.questionsVersion)))
    .where(eq(exams.id, examId))
    .groupBy(exams.questionsVersion);
  return { rows: [], total: past?.total ?? 0, version: past?.version ?? 0 };
}
