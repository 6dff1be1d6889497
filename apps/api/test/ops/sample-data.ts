import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import {
  admins,
  attemptQuestions,
  attempts,
  gradingAwards,
  gradingSections,
  gradings,
  parentChildren,
  parents,
  questions,
  refreshTokens,
  results,
  roundAnswers,
  roundPlayers,
  rounds,
  skillUses,
  students,
  weeklyReportMails,
} from '../../src/db/schema/index.js';
import { insertAdmin, insertExam, insertStudent, questionValues, resultValues } from '../helpers/rows.js';

/** More questions than the backup module moves per batch, so batching is exercised both ways. */
export const MANY_QUESTIONS = 1000;

/**
 * Fills every table with rows that are easy to get wrong in a copy: soft-deleted rows, awkward text,
 * nulls inside arrays, numerics, microsecond timestamps, the largest safe bigint, and gaps in the ids.
 */
export async function insertSampleData(db: Database): Promise<void> {
  // Deleted rows leave gaps a copy must keep: before the first id that stays, and after the last one
  // (so the sequence is ahead of every id).
  const insertRemovedAdmin = async () => {
    const removed = await insertAdmin(db);
    await db.delete(admins).where(eq(admins.id, removed.id));
  };
  await insertRemovedAdmin();
  const teacher = await insertAdmin(db, { fullname: 'Zoë "Z" O\'Brien,\n\\ tab\t 🧮' });
  const retired = await insertAdmin(db, { deletedAt: new Date('2024-03-01T08:00:00Z') });
  await insertRemovedAdmin();
  await db.execute(
    sql`update admins set created_at = '2024-02-29 23:59:59.123456+00' where id = ${teacher.id}`,
  );

  const pupil = await insertStudent(db, teacher.id, { fullname: 'Ravi ∑ Kumar' });
  const leaver = await insertStudent(db, retired.id, { deletedAt: new Date('2024-04-01T08:00:00Z') });

  const assessment = await insertExam(db, teacher.id);
  const practice = await insertExam(db, teacher.id, {
    isSingleAttempt: false,
    operators: ['+', '-', '*', '/'],
    seed: Number.MAX_SAFE_INTEGER,
    totalQuestions: MANY_QUESTIONS,
    totalMarks: MANY_QUESTIONS * 2,
  });
  await db
    .insert(questions)
    .values([
      questionValues(assessment.id, { position: 1 }),
      questionValues(assessment.id, { position: 2, question: '3 * 4', answer: 12, optionB: 12 }),
    ]);
  await db.insert(questions).values(
    Array.from({ length: MANY_QUESTIONS }, (_, index) => {
      const answer = 999_999_999_000 + index;
      return questionValues(practice.id, {
        position: index + 1,
        question: `${answer} / 1`,
        answer,
        optionA: answer,
        optionB: answer + 1,
        optionC: answer + 2,
        optionD: answer + 3,
        correctOption: 'a',
      });
    }),
  );

  // A grading of both exams, in a school's own script and a grade name a backup must keep as written.
  const [grading] = await db
    .insert(gradings)
    .values({
      adminId: teacher.id,
      title: 'Spring grading',
      grade: '初段 "dan", 1',
      level: assessment.level,
      school: 'सूर्योदय अबेकस',
      passRule: 'total',
      totalPassMarks: 7,
      nearPassPercent: 10,
      template: 'jcci-6-kyu',
      sourceName: 'Abacus examination (珠算能力検定試験)',
      sourceUrl: 'https://www.shuzan.jp/kentei/shuzan/',
    })
    .returning();
  await db.insert(gradingSections).values([
    { gradingId: grading!.id, position: 1, examId: assessment.id, title: 'Mitorizan', passMarks: 2 },
    { gradingId: grading!.id, position: 2, examId: practice.id, title: 'Division', passMarks: 5 },
  ]);
  await db.insert(gradingAwards).values([
    { gradingId: grading!.id, minMarks: 7, grade: '準初段' },
    { gradingId: grading!.id, minMarks: 9, grade: '初段 "dan", 1' },
  ]);

  // A round that ended with its results saved, and one still on its first question: partial indexes,
  // instants to the millisecond and an answer of each kind.
  const [ended, running] = await db
    .insert(rounds)
    .values([
      {
        adminId: teacher.id,
        examId: practice.id,
        code: '012345',
        wholeClass: true,
        secondsToAnswer: 5,
        questionsVersion: 1,
        questionIndex: 2,
        shownAt: new Date('2024-05-05T06:00:10.123Z'),
        revealedAt: new Date('2024-05-05T06:00:20.456Z'),
        endedAt: new Date('2024-05-05T06:01:00.000Z'),
        resultsSavedAt: new Date('2024-05-05T06:01:05.000Z'),
      },
      {
        adminId: teacher.id,
        examId: assessment.id,
        code: '012345',
        wholeClass: false,
        secondsToAnswer: 120,
        questionsVersion: 1,
        questionIndex: 1,
        shownAt: new Date('2024-05-05T07:00:00.001Z'),
      },
    ])
    .returning();
  await db.insert(roundPlayers).values([
    { roundId: ended!.id, studentId: pupil.id, joinedAt: new Date('2024-05-05T05:59:00.000Z') },
    { roundId: running!.id, studentId: pupil.id },
  ]);
  await db.insert(roundAnswers).values([
    { roundId: ended!.id, studentId: pupil.id, question: 1, choice: 'c', timeMs: 1_234, isCorrect: true },
    { roundId: ended!.id, studentId: pupil.id, question: 2, value: -42, timeMs: 0, isCorrect: false },
  ]);

  const [scored] = await db
    .insert(results)
    .values([
      resultValues(assessment.id, pupil.id, { questionsVersion: 1 }),
      resultValues(practice.id, pupil.id, {
        examIsSingleAttempt: false,
        answers: null,
        timeTaken: 99.99,
        dateCompleted: new Date('2024-05-05T05:05:05.555Z'),
      }),
      resultValues(practice.id, leaver.id, { examIsSingleAttempt: false, answers: [null, null] }),
    ])
    .returning();
  // What the scored result says of the child's formulas: a table fact named with ×, timed and not.
  await db.insert(skillUses).values([
    {
      resultId: scored!.id,
      studentId: pupil.id,
      position: 1,
      skill: 'mul.3×4',
      steps: 1,
      questionSteps: 1,
      correct: true,
      timeMs: 4_321,
      answeredAt: scored!.dateCompleted,
    },
    {
      resultId: scored!.id,
      studentId: pupil.id,
      position: 2,
      skill: 'add.big.7',
      steps: 1,
      questionSteps: 2,
      correct: false,
      timeMs: null,
      answeredAt: scored!.dateCompleted,
    },
  ]);
  // A finished attempt with its result and the questions it showed, finished as the API finishes one
  // (started, its questions copied, then linked to its result), and an open one with some answers saved.
  const [finished] = await db
    .insert(attempts)
    .values([
      {
        examId: assessment.id,
        studentId: pupil.id,
        isAssessment: true,
        questionsVersion: 1,
        answers: ['b', null],
        startedAt: new Date('2024-05-05T05:00:00.000Z'),
        deadline: new Date('2024-05-05T05:30:00.000Z'),
      },
      {
        examId: practice.id,
        studentId: pupil.id,
        isAssessment: false,
        questionsVersion: 1,
        answers: Array.from({ length: MANY_QUESTIONS }, (_, index) => (index % 3 === 0 ? 'a' : null)),
        deadline: new Date('2030-01-01T00:00:00Z'),
        savedAt: new Date('2024-05-06T06:06:06.666Z'),
      },
    ])
    .returning();
  // The assessment's two questions, shown in the other order with their options moved.
  await db.insert(attemptQuestions).values([
    {
      attemptId: finished!.id,
      position: 1,
      question: '3 * 4',
      answer: 12,
      marks: 2,
      optionA: 29,
      optionB: 91,
      optionC: 18,
      optionD: 12,
      correctOption: 'd',
      sourcePosition: 2,
    },
    {
      attemptId: finished!.id,
      position: 2,
      question: '12 + 7',
      answer: 19,
      marks: 2,
      optionA: 19,
      optionB: 91,
      optionC: 29,
      optionD: 18,
      correctOption: 'a',
      sourcePosition: 1,
    },
  ]);
  await db
    .update(attempts)
    .set({ finishedAt: new Date('2024-05-05T05:12:30.123Z'), resultId: scored!.id })
    .where(eq(attempts.id, finished!.id));

  // A parent linked to the pupil, who has a family code; one with no email and no child.
  await db.update(students).set({ familyCode: 'H4WN7QKP2D' }).where(eq(students.id, pupil.id));
  const [mother] = await db
    .insert(parents)
    .values([
      {
        fullname: 'Sunita ∑ Kumar',
        username: 'sunita.k',
        email: 'sunita@example.com',
        language: 'hi',
        passwordHash: 'x',
      },
      { fullname: 'Arjun Rao', username: 'arjun.r', passwordHash: 'y' },
    ])
    .returning();
  await db.insert(parentChildren).values({ parentId: mother!.id, studentId: pupil.id });
  await db.insert(weeklyReportMails).values([
    {
      parentId: mother!.id,
      studentId: pupil.id,
      week: '2024-06-03',
      sentAt: new Date('2024-06-09T12:30:00.5Z'),
      tries: 1,
    },
    {
      parentId: mother!.id,
      studentId: pupil.id,
      week: '2024-06-10',
      tries: 2,
      lastError: '451 Mailbox busy',
    },
  ]);

  const family = randomUUID();
  await db.insert(refreshTokens).values([
    {
      tokenHash: 'hash-parent',
      familyId: randomUUID(),
      parentId: mother!.id,
      expiresAt: new Date('2030-01-01T00:00:00Z'),
    },
    {
      tokenHash: 'hash-one',
      familyId: family,
      adminId: teacher.id,
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      usedAt: new Date('2024-06-01T00:00:00Z'),
    },
    {
      tokenHash: 'hash-two',
      familyId: family,
      studentId: pupil.id,
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      revokedAt: new Date('2024-06-02T00:00:00Z'),
    },
  ]);
}
