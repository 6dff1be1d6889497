// @driver-sensitive: constraint violations as each driver reports them
import type { Mistake } from '@abacus/generator';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import {
  isStillReferenced,
  isUniqueViolation,
  PG_ERROR,
  postgresErrorOf,
} from '../../src/db/database-errors.js';
import type { Operator } from '@abacus/generator';
import { admins, exams, questions, refreshTokens, results, students } from '../../src/db/schema/index.js';
import type { OptionLetter } from '../../src/domain/answers.js';
import { publicIdPattern } from '../../src/lib/public-id.js';
import { insertAdmin, insertExam, insertStudent, questionValues, resultValues } from '../helpers/rows.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/** The error a statement failed with. */
async function errorOf(statement: Promise<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error('expected the database to refuse the statement');
}

/** The SQLSTATE and constraint a statement failed with. */
const failureOf = async (statement: Promise<unknown>) => postgresErrorOf(await errorOf(statement));

describe('the database enforces the data model', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.connection.db;
  });
  afterAll(() => database.drop());

  describe('accounts', () => {
    it('gives each account an opaque public id of its kind', async () => {
      const admin = await insertAdmin(db);
      const student = await insertStudent(db, admin.id);
      expect(admin.publicId).toMatch(publicIdPattern('admin'));
      expect(student.publicId).toMatch(publicIdPattern('student'));
      expect(await failureOf(insertAdmin(db, { publicId: 'x-not-an-admin-id' }))).toEqual({
        code: PG_ERROR.checkViolation,
        constraint: 'admins_public_id_format',
      });
    });

    it('keeps admin usernames and emails unique regardless of case', async () => {
      await insertAdmin(db, { username: 'MrsSharma', email: 'Sharma@School.example' });
      const sameName = await failureOf(insertAdmin(db, { username: 'mrssharma' }));
      expect(sameName).toEqual({ code: PG_ERROR.uniqueViolation, constraint: 'admins_username_unique' });
      const sameEmail = await failureOf(insertAdmin(db, { email: 'sharma@school.EXAMPLE' }));
      expect(sameEmail).toEqual({ code: PG_ERROR.uniqueViolation, constraint: 'admins_email_unique' });
    });

    it('keeps student usernames and emails unique across all admins', async () => {
      const first = await insertAdmin(db);
      const second = await insertAdmin(db);
      await insertStudent(db, first.id, { username: 'Ravi.K', email: 'ravi@example.com' });
      const error = await insertStudent(db, second.id, { username: 'ravi.k' }).catch((e: unknown) => e);
      expect(isUniqueViolation(error, 'students_username_unique')).toBe(true);
      expect(isUniqueViolation(error, 'students_email_unique')).toBe(false);
      expect(await failureOf(insertStudent(db, second.id, { email: 'RAVI@example.com' }))).toMatchObject({
        constraint: 'students_email_unique',
      });
    });

    it('lets an admin and a student share a username (uniqueness is per role)', async () => {
      const admin = await insertAdmin(db, { username: 'shared.name', email: 'shared@example.com' });
      const student = await insertStudent(db, admin.id, {
        username: 'shared.name',
        email: 'shared@example.com',
      });
      expect(student.username).toBe(admin.username);
    });

    it('frees the username of a soft-deleted account', async () => {
      const admin = await insertAdmin(db, { username: 'leaving', email: 'leaving@example.com' });
      await db.update(admins).set({ deletedAt: new Date() }).where(eq(admins.id, admin.id));
      const again = await insertAdmin(db, { username: 'Leaving', email: 'leaving@example.com' });
      expect(again.id).not.toBe(admin.id);
    });

    it('keeps student class and level within 1–10', async () => {
      const admin = await insertAdmin(db);
      expect(await failureOf(insertStudent(db, admin.id, { level: 11 }))).toEqual({
        code: PG_ERROR.checkViolation,
        constraint: 'students_level_range',
      });
      expect(await failureOf(insertStudent(db, admin.id, { sclass: 0 }))).toMatchObject({
        constraint: 'students_sclass_range',
      });
    });

    it('refuses a student of no admin, and removing an admin who still has students', async () => {
      expect(await failureOf(insertStudent(db, 987_654))).toMatchObject({
        code: PG_ERROR.foreignKeyViolation,
      });
      const admin = await insertAdmin(db);
      await insertStudent(db, admin.id);
      expect(isStillReferenced(await errorOf(db.delete(admins).where(eq(admins.id, admin.id))))).toBe(true);
    });
  });

  describe('exams and questions', () => {
    it('keeps an exam’s figures consistent', async () => {
      const admin = await insertAdmin(db);
      expect(await failureOf(insertExam(db, admin.id, { totalMarks: 5 }))).toMatchObject({
        constraint: 'exams_total_marks',
      });
      expect(await failureOf(insertExam(db, admin.id, { duration: 361 }))).toMatchObject({
        constraint: 'exams_duration_range',
      });
      expect(await failureOf(insertExam(db, admin.id, { operators: ['+', '%' as Operator] }))).toMatchObject({
        constraint: 'exams_operators',
      });
      expect(await failureOf(insertExam(db, admin.id, { operators: [] }))).toMatchObject({
        constraint: 'exams_operators',
      });
      expect(await failureOf(insertExam(db, admin.id, { minNumber: 50, maxNumber: 10 }))).toMatchObject({
        constraint: 'exams_number_range',
      });
      expect(await failureOf(insertExam(db, admin.id, { maxTerms: 31 }))).toMatchObject({
        constraint: 'exams_max_terms_range',
      });
      expect(
        await failureOf(insertExam(db, admin.id, { minNumber: 1, maxNumber: 10_000_000_000 })),
      ).toMatchObject({ constraint: 'exams_number_range' });
      // Rows of ten digits: above what a 32-bit column holds.
      await insertExam(db, admin.id, { minNumber: 1_000_000_000, maxNumber: 9_999_999_999 });
      expect(
        await failureOf(insertExam(db, admin.id, { totalQuestions: 1001, totalMarks: 2002 })),
      ).toMatchObject({ constraint: 'exams_total_questions_range' });
    });

    it('keeps opening times in order, and only on an exam switched on', async () => {
      const admin = await insertAdmin(db);
      const opensAt = new Date('2026-12-01T09:00:00Z');
      expect(
        await failureOf(insertExam(db, admin.id, { opensAt, closesAt: new Date('2026-12-01T08:00:00Z') })),
      ).toMatchObject({ constraint: 'exams_opening_times_order' });
      expect(await failureOf(insertExam(db, admin.id, { opensAt, closesAt: opensAt }))).toMatchObject({
        constraint: 'exams_opening_times_order',
      });
      expect(await failureOf(insertExam(db, admin.id, { switchedOn: false, opensAt }))).toMatchObject({
        constraint: 'exams_opening_times_switched_on',
      });
      expect(
        await failureOf(insertExam(db, admin.id, { switchedOn: false, closesAt: opensAt })),
      ).toMatchObject({ constraint: 'exams_opening_times_switched_on' });
      const scheduled = await insertExam(db, admin.id, {
        opensAt,
        closesAt: new Date('2026-12-01T10:00:00Z'),
      });
      expect(scheduled.closesAt).toEqual(new Date('2026-12-01T10:00:00Z'));
    });

    it('refuses a question whose answer key is wrong', async () => {
      const admin = await insertAdmin(db);
      const exam = await insertExam(db, admin.id);
      const insert = (values: Partial<typeof questions.$inferInsert>) =>
        failureOf(db.insert(questions).values(questionValues(exam.id, values)));

      expect(await insert({ correctOption: 'a' })).toMatchObject({
        constraint: 'questions_correct_option_holds_answer',
      });
      expect(await insert({ correctOption: 'e' as OptionLetter })).toMatchObject({
        constraint: 'questions_correct_option_letter',
      });
      expect(await insert({ optionD: 18 })).toMatchObject({ constraint: 'questions_options_distinct' });
      expect(await insert({ optionC: 19 })).toMatchObject({ constraint: 'questions_options_distinct' });
      expect(await insert({ optionA: -(10 ** 12) - 1 })).toMatchObject({
        constraint: 'questions_options_range',
      });
      expect(await insert({ answer: 10 ** 12 + 1, optionB: 10 ** 12 + 1 })).toMatchObject({
        code: PG_ERROR.checkViolation,
      });
    });

    it('names only mistakes it knows, and none for the answer', async () => {
      const admin = await insertAdmin(db);
      const exam = await insertExam(db, admin.id);
      const insert = (values: Partial<typeof questions.$inferInsert>, position: number) =>
        db.insert(questions).values(questionValues(exam.id, { position, ...values }));

      // 18 is one bead off 19, 29 a lost carry; 91 is both digits swapped, which no mistake names.
      await insert({ mistakeA: 'one-bead', mistakeC: 'carry' }, 1);
      expect(await failureOf(insert({ mistakeA: 'guess' as Mistake }, 2))).toMatchObject({
        constraint: 'questions_mistakes_named',
      });
      expect(await failureOf(insert({ mistakeB: 'carry' }, 2))).toMatchObject({
        constraint: 'questions_answer_is_no_mistake',
      });
    });

    it('keeps a typed question free of options and mistakes, and a choice question to all four', async () => {
      const admin = await insertAdmin(db);
      const exam = await insertExam(db, admin.id);
      const typed = { optionA: null, optionB: null, optionC: null, optionD: null, correctOption: null };
      const insert = (values: Partial<typeof questions.$inferInsert>, position: number) =>
        db.insert(questions).values(questionValues(exam.id, { position, ...values }));

      await insert(typed, 1);
      expect(await failureOf(insert({ ...typed, optionB: 12 }, 2))).toMatchObject({
        constraint: 'questions_options_or_typed',
      });
      expect(await failureOf(insert({ ...typed, mistakeA: 'carry' }, 2))).toMatchObject({
        constraint: 'questions_options_or_typed',
      });
      expect(await failureOf(insert({ correctOption: null }, 2))).toMatchObject({
        constraint: 'questions_options_or_typed',
      });
    });

    it('keeps one question per position and removes questions with their exam', async () => {
      const admin = await insertAdmin(db);
      const exam = await insertExam(db, admin.id);
      await db.insert(questions).values([questionValues(exam.id), questionValues(exam.id, { position: 2 })]);
      expect(await failureOf(db.insert(questions).values(questionValues(exam.id)))).toMatchObject({
        constraint: 'questions_exam_version_position_unique',
      });

      await db.delete(exams).where(eq(exams.id, exam.id));
      const left = await db.select().from(questions).where(eq(questions.examId, exam.id));
      expect(left).toEqual([]);
    });
  });

  describe('results', () => {
    async function setup(examValues: Partial<typeof exams.$inferInsert> = {}) {
      const admin = await insertAdmin(db);
      const student = await insertStudent(db, admin.id);
      const exam = await insertExam(db, admin.id, examValues);
      return { admin, student, exam };
    }

    it('takes one result per student for an assessment', async () => {
      const { student, exam } = await setup();
      await db.insert(results).values(resultValues(exam.id, student.id));
      expect(await failureOf(db.insert(results).values(resultValues(exam.id, student.id)))).toEqual({
        code: PG_ERROR.uniqueViolation,
        constraint: 'results_one_per_assessment',
      });
    });

    it('takes any number of practice results', async () => {
      const { student, exam } = await setup({ isSingleAttempt: false });
      const practice = { examIsSingleAttempt: false, timeTaken: 45 };
      await db
        .insert(results)
        .values([
          resultValues(exam.id, student.id, practice),
          resultValues(exam.id, student.id, practice),
          resultValues(exam.id, student.id, practice),
        ]);
      const count = await db.$count(results, eq(results.examId, exam.id));
      expect(count).toBe(3);
    });

    it('refuses figures that do not add up', async () => {
      const { student, exam } = await setup();
      const insert = (values: Partial<typeof results.$inferInsert>) =>
        failureOf(db.insert(results).values(resultValues(exam.id, student.id, values)));

      expect(await insert({ score: 3 })).toMatchObject({ constraint: 'results_score_matches' });
      expect(await insert({ totalCorrect: 3, score: 6 })).toMatchObject({
        constraint: 'results_total_correct_range',
      });
      expect(await insert({ timeTaken: 0 })).toMatchObject({ constraint: 'results_time_taken_positive' });
      expect(await insert({ timeTaken: 30.5 })).toMatchObject({
        constraint: 'results_assessment_within_duration',
      });
      expect(await insert({ answers: ['b'] })).toMatchObject({ constraint: 'results_answers_shape' });
      expect(await insert({ answers: ['b', 'z' as OptionLetter] })).toMatchObject({
        constraint: 'results_answers_shape',
      });
      // Written numbers (a typed exam's) or options, never both in one result.
      expect(await insert({ answers: ['b', '12'] })).toMatchObject({ constraint: 'results_answers_shape' });
      expect(await insert({ answers: ['12', '1.5'] as never })).toMatchObject({
        constraint: 'results_answers_shape',
      });
      expect(await insert({ examTotalMarks: 5 })).toMatchObject({
        constraint: 'results_snapshot_total_marks',
      });
    });

    it('keeps results when their exam or student is removed', async () => {
      const { student, exam } = await setup();
      const [result] = await db.insert(results).values(resultValues(exam.id, student.id)).returning();
      expect(result!.publicId).toMatch(publicIdPattern('result'));
      expect(result!.timeTaken).toBe(12.5);

      expect(isStillReferenced(await errorOf(db.delete(exams).where(eq(exams.id, exam.id))))).toBe(true);
      expect(isStillReferenced(await errorOf(db.delete(students).where(eq(students.id, student.id))))).toBe(
        true,
      );
      expect(await db.$count(results, eq(results.id, result!.id))).toBe(1);
    });
  });

  describe('refresh tokens', () => {
    it('belong to exactly one account and go with it', async () => {
      const admin = await insertAdmin(db);
      const student = await insertStudent(db, admin.id);
      const token = (values: Partial<typeof refreshTokens.$inferInsert>) => ({
        tokenHash: randomUUID(),
        familyId: randomUUID(),
        expiresAt: new Date(Date.now() + 60_000),
        ...values,
      });

      expect(await failureOf(db.insert(refreshTokens).values(token({})))).toMatchObject({
        constraint: 'refresh_tokens_one_owner',
      });
      expect(
        await failureOf(db.insert(refreshTokens).values(token({ adminId: admin.id, studentId: student.id }))),
      ).toMatchObject({ constraint: 'refresh_tokens_one_owner' });

      await db.insert(refreshTokens).values(token({ studentId: student.id }));
      await db.delete(students).where(eq(students.id, student.id));
      expect(await db.$count(refreshTokens, eq(refreshTokens.studentId, student.id))).toBe(0);
    });
  });

  it('answers on the driver this project was started for', async () => {
    const [row] = (await db.execute(sql`select current_setting('server_version_num')::int as version`))
      .rows as {
      version: number;
    }[];
    expect(row!.version).toBeGreaterThanOrEqual(150_000);
  });
});

describe('postgresErrorOf', () => {
  it('finds the SQLSTATE through wrapping errors and ignores anything else', () => {
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'x_unique' });
    expect(postgresErrorOf(new Error('query failed', { cause: driverError }))).toEqual({
      code: '23505',
      constraint: 'x_unique',
    });
    expect(postgresErrorOf(Object.assign(new Error('io'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(postgresErrorOf('not an error')).toBeUndefined();
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
    expect(isStillReferenced(Object.assign(new Error('restrict'), { code: '23001' }))).toBe(true);
    expect(isStillReferenced(Object.assign(new Error('fk'), { code: '23503' }))).toBe(true);
    expect(isStillReferenced(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
  });
});
