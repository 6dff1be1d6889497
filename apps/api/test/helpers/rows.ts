import type { Database } from '../../src/db/database.js';
import { admins, exams, students, type questions, type results } from '../../src/db/schema/index.js';

/** Minimal valid rows, inserted straight into the database, for tests about the data layer itself. */
let sequence = 0;
const next = () => ++sequence;

export async function insertAdmin(db: Database, values: Partial<typeof admins.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(admins)
    .values({
      fullname: `Admin ${n}`,
      username: `admin${n}`,
      email: `admin${n}@example.com`,
      passwordHash: 'x',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertStudent(
  db: Database,
  adminId: number,
  values: Partial<typeof students.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(students)
    .values({
      adminId,
      fullname: `Student ${n}`,
      username: `student${n}`,
      email: `student${n}@example.com`,
      phoneNo: '+911234567890',
      sclass: 4,
      level: 2,
      passwordHash: 'x',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertExam(
  db: Database,
  adminId: number,
  values: Partial<typeof exams.$inferInsert> = {},
) {
  const [row] = await db
    .insert(exams)
    .values({
      adminId,
      title: `Exam ${next()}`,
      duration: 30,
      level: 2,
      switchedOn: true,
      isSingleAttempt: true,
      totalQuestions: 2,
      totalMarksPerQuestion: 2,
      totalMarks: 4,
      maxTerms: 3,
      minNumber: 1,
      maxNumber: 99,
      operators: ['+', '-'],
      seed: 42,
      generatorVersion: 1,
      ...values,
    })
    .returning();
  return row!;
}

export function questionValues(
  examId: number,
  values: Partial<typeof questions.$inferInsert> = {},
): typeof questions.$inferInsert {
  return {
    examId,
    version: 1,
    position: 1,
    question: '12 + 7',
    answer: 19,
    marks: 2,
    optionA: 18,
    optionB: 19,
    optionC: 29,
    optionD: 91,
    correctOption: 'b',
    ...values,
  };
}

export function resultValues(
  examId: number,
  studentId: number,
  values: Partial<typeof results.$inferInsert> = {},
): typeof results.$inferInsert {
  return {
    examId,
    studentId,
    score: 2,
    totalCorrect: 1,
    timeTaken: 12.5,
    dateCompleted: new Date(),
    answers: ['b', null],
    examTotalQuestions: 2,
    examTotalMarks: 4,
    examMarksPerQuestion: 2,
    examDuration: 30,
    examIsSingleAttempt: true,
    ...values,
  };
}
