// @driver-sensitive: a migration over data, on each driver
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/database.js';
import { createEmptyDatabase } from '../ops/databases.js';
import { rows, runMigration } from '../helpers/run-migration.js';

/** The migrations before the database kept its results' summaries: 0000 to 0014. */
const BEFORE_SUMMARIES = readdirSync(MIGRATIONS_FOLDER)
  .filter((name) => name.endsWith('.sql') && name < '0015_')
  .map((name) => name.slice(0, 5));

describe('upgrading a database made before result summaries', () => {
  it('sums the results it already holds, and keeps the sums with the results after', async () => {
    const database = await createEmptyDatabase();
    onTestFinished(() => database.drop());
    const { connection } = database;
    for (const prefix of BEFORE_SUMMARIES) await runMigration(connection, prefix);
    const exam = `select id from exams where public_id = 'eSummedDrill0001'`;
    const student = (name: string) => `select id from students where public_id = 's${name}'`;
    const result = (name: string, id: string, score: number, minutes: number, superseded = false) =>
      `insert into results (public_id, exam_id, student_id, score, total_correct, time_taken, date_completed,
         exam_total_questions, exam_total_marks, exam_marks_per_question, exam_duration,
         exam_is_single_attempt, superseded)
       values ('r${id}', (${exam}), (${student(name)}), ${score}, ${score / 2}, ${minutes},
         '2026-11-0${id.slice(-1)}T09:00:00Z', 5, 10, 2, 10, false, ${superseded})`;
    // One statement a call: the embedded driver takes one per query.
    for (const statement of [
      `insert into admins (public_id, fullname, username, email, password_hash)
         values ('aSummedClass0001', 'Meera', 'meera', 'meera@example.com', 'x')`,
      `insert into exams (public_id, admin_id, title, duration, level, is_active, is_single_attempt,
         total_questions, total_marks_per_question, total_marks, max_terms, min_number, max_number,
         operators, seed, generator_version)
       values ('eSummedDrill0001', 1, 'Drill', 10, 2, true, false, 5, 2, 10, 3, 1, 9, array['+', '-'], 7, 1)`,
      `insert into students (public_id, admin_id, fullname, username, sclass, level, password_hash)
         values ('sAshaRao00000001', 1, 'Asha Rao', 'asha', 4, 2, 'x'),
                ('sBalaRao00000001', 1, 'Bala Rao', 'bala', 4, 2, 'x')`,
      result('AshaRao00000001', 'Result0000000001', 4, 5),
      result('AshaRao00000001', 'Result0000000002', 8, 7.5),
      result('AshaRao00000001', 'Result0000000003', 10, 9, true),
      result('BalaRao00000001', 'Result0000000004', 6, 2),
    ]) {
      await connection.db.execute(sql.raw(statement));
    }

    await runMigration(connection, '0015_');

    const summaries = `select s.public_id as student, results, highest_score as "highestScore", attempts,
        score_sum::int as "scoreSum", time_sum::float8 as "timeSum",
        score_percentage_sum::float8 as "scorePercentageSum", r.public_id as best
      from result_summaries join students s on s.id = student_id
      left join results r on r.id = best_result_id order by s.public_id`;
    expect(await rows(connection, summaries)).toEqual([
      {
        student: 'sAshaRao00000001',
        results: 3,
        highestScore: 10,
        attempts: 2,
        scoreSum: 12,
        timeSum: 12.5,
        scorePercentageSum: 120,
        best: 'rResult0000000002',
      },
      {
        student: 'sBalaRao00000001',
        results: 1,
        highestScore: 6,
        attempts: 1,
        scoreSum: 6,
        timeSum: 2,
        scorePercentageSum: 60,
        best: 'rResult0000000004',
      },
    ]);

    // From then on the database keeps them as the results change.
    await connection.db.execute(sql.raw(`delete from results where public_id = 'rResult0000000004'`));
    expect(await rows(connection, summaries)).toHaveLength(1);
  });
});
