import { and, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { deleteOrKeep } from '../../db/queries.js';
import {
  attempts,
  exams,
  gradings,
  gradingSections,
  results,
  rounds,
  students,
} from '../../db/schema/index.js';
import { boundTo } from '../../lib/bound-to.js';
import { adminFiguresOfExam, listExamsForAdmin, listExamsForStudent } from './exam-list-queries.js';
import {
  createExamWithQuestions,
  currentQuestionsOfExam,
  questionsOfVersion,
  regenerateExamQuestions,
} from './exam-questions-queries.js';
import { examColumns, type ExamChanges, type ExamRow } from './exam-rows.js';

export type {
  AdminExamFilter,
  AdminExamListRow,
  ExamFilter,
  StudentExamFilter,
  StudentExamListRow,
} from './exam-list-queries.js';
export { examColumns } from './exam-rows.js';
export type { ChoiceQuestion, ExamChanges, ExamRow, NewExam, QuestionRow } from './exam-rows.js';

/** Soft-deleted exams included: callers decide who may see them. */
/** An exam by its id; today's practice is not one of the exams an id finds (it has its own endpoint). */
async function findExamByPublicId(db: Database, publicId: string): Promise<ExamRow | null> {
  const [row] = await db
    .select(examColumns)
    .from(exams)
    .where(and(eq(exams.publicId, publicId), not(exams.daily)));
  return row ?? null;
}

async function updateExam(db: Database, id: number, changes: ExamChanges): Promise<ExamRow> {
  const [row] = await db.update(exams).set(changes).where(eq(exams.id, id)).returning(examColumns);
  return row!;
}

/**
 * Switches the exam on and opens it now: an opening time still to come is dropped, and a closing
 * time already past; one still to come stays.
 */
async function openExamNow(db: Database, id: number): Promise<ExamRow> {
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
}

/** The database's clock, the one that decides whether an exam is open. */
async function databaseNow(db: Database): Promise<Date> {
  const { rows } = await db.execute<{ now: string | Date }>(sql`select now() as now`);
  return new Date(rows[0]!.now);
}

/** Whether a student has started the exam or sent a result of it. */
async function hasExamBeenTaken(db: Database, id: number): Promise<boolean> {
  const { rows } = await db.execute<{ taken: boolean }>(sql`select
    exists (select 1 from ${attempts} where ${attempts.examId} = ${id})
    or exists (select 1 from ${results} where ${results.examId} = ${id}) as taken`);
  return rows[0]!.taken;
}

/** The title of a grading the exam is a section of (deleted gradings too: they are children's history). */
async function gradingOfExam(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ title: gradings.title })
    .from(gradingSections)
    .innerJoin(gradings, eq(gradings.id, gradingSections.gradingId))
    .where(eq(gradingSections.examId, id))
    .limit(1);
  return row?.title ?? null;
}

/**
 * Whether the exam's current questions have had their key shown: results scored on them (once the exam
 * is closed their review shows its students the key), or a live round that showed one of them (its
 * reveal showed the class the answer).
 */
async function hasKeyBeenShown(db: Database, id: number): Promise<boolean> {
  const current = sql`(select ${exams.questionsVersion} from ${exams} where ${exams.id} = ${id})`;
  const { rows } = await db.execute<{ shown: boolean }>(sql`select
    exists (select 1 from ${results} where ${results.examId} = ${id} and ${results.questionsVersion} = ${current})
    or exists (select 1 from ${rounds} where ${rounds.examId} = ${id} and ${rounds.questionsVersion} = ${current}
      and ${rounds.questionIndex} > 0) as shown`);
  return rows[0]!.shown;
}

/** A child an exam may name: one of the admin's current students, and their level. */
export interface NameableStudent {
  publicId: string;
  fullname: string;
  level: number | null;
}

/** Which of these ids are the admin's current (not deleted) students, with their levels. */
function nameableStudents(db: Database, adminId: number, publicIds: readonly string[]) {
  return db
    .select({ publicId: students.publicId, fullname: students.fullname, level: students.level })
    .from(students)
    .where(
      and(
        eq(students.adminId, adminId),
        inArray(students.publicId, [...publicIds]),
        isNull(students.deletedAt),
      ),
    ) as Promise<NameableStudent[]>;
}

/** Removes the exam and its questions, unless it has results: then it is only marked deleted. */
function removeExam(db: Database, id: number): Promise<{ permanently: boolean }> {
  return deleteOrKeep(
    db,
    (tx) => tx.delete(exams).where(eq(exams.id, id)),
    () =>
      db
        .update(exams)
        .set({ deletedAt: new Date() })
        .where(and(eq(exams.id, id), isNull(exams.deletedAt))),
  );
}

export function createExamsRepository(db: Database) {
  const over = boundTo(db);
  return {
    createWithQuestions: over(createExamWithQuestions),
    adminFiguresOf: over(adminFiguresOfExam),
    findByPublicId: over(findExamByPublicId),
    update: over(updateExam),
    openNow: over(openExamNow),
    now: over(databaseNow),
    regenerate: over(regenerateExamQuestions),
    hasBeenTaken: over(hasExamBeenTaken),
    gradingOf: over(gradingOfExam),
    hasKeyBeenShown: over(hasKeyBeenShown),
    nameableStudents: over(nameableStudents),
    remove: over(removeExam),
    listForAdmin: over(listExamsForAdmin),
    listForStudent: over(listExamsForStudent),
    allQuestionsOf: over(questionsOfVersion),
    currentQuestionsOf: over(currentQuestionsOfExam),
  };
}

export type ExamsRepository = ReturnType<typeof createExamsRepository>;
