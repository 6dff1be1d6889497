import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { exams, results, students } from '../../src/db/schema/index.js';
import type { SignedIn } from './accounts.js';
import { resultValues } from './rows.js';

export function examBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Level 2 weekly practice',
    level: 2,
    duration: 30,
    isSingleAttempt: false,
    is_active: true,
    maxTerms: 3,
    minNumber: 1,
    maxNumber: 99,
    operators: ['+', '-'],
    total_questions: 10,
    total_marks_per_question: 2,
    ...overrides,
  };
}

export interface CreatedExam {
  exam_id: string;
  [field: string]: unknown;
}

/** Creates an exam through the API as `admin`. */
export async function createExam(
  app: App,
  admin: SignedIn,
  overrides: Record<string, unknown> = {},
): Promise<CreatedExam> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/exam',
    headers: admin.auth,
    payload: examBody(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`exam creation failed: ${response.body}`);
  return response.json().data.exam as CreatedExam;
}

/**
 * Records a result straight in the database (with the exam's current figures as its snapshot), for
 * tests of reads that only need results to exist.
 */
export async function recordResult(
  db: Database,
  examId: string,
  studentId: string,
  values: {
    score?: number;
    totalCorrect?: number;
    timeTaken?: number;
    dateCompleted?: Date;
    /** The options chosen, against the exam's current questions; none: the score was reported. */
    answers?: ('a' | 'b' | 'c' | 'd' | null)[];
  } = {},
) {
  const [exam] = await db.select().from(exams).where(eq(exams.publicId, examId));
  const [student] = await db.select().from(students).where(eq(students.publicId, studentId));
  const totalCorrect = values.totalCorrect ?? Math.floor((values.score ?? 0) / exam!.totalMarksPerQuestion);
  const [row] = await db
    .insert(results)
    .values(
      resultValues(exam!.id, student!.id, {
        totalCorrect,
        score: totalCorrect * exam!.totalMarksPerQuestion,
        timeTaken: values.timeTaken ?? Math.min(10, exam!.duration),
        dateCompleted: values.dateCompleted ?? new Date(),
        answers: values.answers ?? null,
        questionsVersion: values.answers ? exam!.questionsVersion : null,
        examTotalQuestions: exam!.totalQuestions,
        examTotalMarks: exam!.totalMarks,
        examMarksPerQuestion: exam!.totalMarksPerQuestion,
        examDuration: exam!.duration,
        examIsSingleAttempt: exam!.isSingleAttempt,
      }),
    )
    .returning();
  return row!;
}

/** The exam's answer key as its owner sees it: the correct option of each question, in order. */
export async function answerKeyOf(
  app: App,
  owner: SignedIn,
  examId: string,
): Promise<('a' | 'b' | 'c' | 'd')[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/exam/${examId}/questions?limit=500`,
    headers: owner.auth,
  });
  return (response.json().data as { correct_option: 'a' | 'b' | 'c' | 'd' }[]).map((q) => q.correct_option);
}

/** An answer that is wrong for a question whose correct option is `correct`. */
export const wrongOption = (correct: 'a' | 'b' | 'c' | 'd') => (correct === 'a' ? 'b' : 'a');
