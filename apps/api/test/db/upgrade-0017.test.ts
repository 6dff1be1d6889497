// @driver-sensitive: a migration over data, on each driver
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/database.js';
import { createEmptyDatabase } from '../ops/databases.js';
import { rows, runMigration } from '../helpers/run-migration.js';

/** The migrations before the database tallied its results' answers: 0000 to 0016. */
const BEFORE_TALLIES = readdirSync(MIGRATIONS_FOLDER)
  .filter((name) => name.endsWith('.sql') && name < '0017_')
  .map((name) => name.slice(0, 5));

describe('upgrading a database made before answer tallies', () => {
  it('tallies the answers it already holds, through attempts too, and keeps the tallies with the results after', async () => {
    const database = await createEmptyDatabase();
    onTestFinished(() => database.drop());
    const { connection } = database;
    for (const prefix of BEFORE_TALLIES) await runMigration(connection, prefix);
    const question = (position: number, text: string, answer: number, options: number[], key: string) =>
      `insert into questions (exam_id, version, position, question, answer, marks, option_a, option_b,
         option_c, option_d, correct_option, mistake_b)
       values (1, 1, ${position}, '${text}', ${answer}, 2, ${options.join(', ')}, '${key}',
         ${position === 1 ? `'carry'` : 'null'})`;
    const result = (id: string, student: number, answers: string) =>
      `insert into results (public_id, exam_id, student_id, score, total_correct, time_taken, date_completed,
         answers, questions_version, exam_total_questions, exam_total_marks, exam_marks_per_question,
         exam_duration, exam_is_single_attempt)
       values ('r${id}', 1, ${student}, 2, 1, 3, '2026-11-02T09:00:00Z', ${answers}, 1, 2, 4, 2, 10, false)`;
    // One statement a call: the embedded driver takes one per query.
    for (const statement of [
      `insert into admins (public_id, fullname, username, email, password_hash)
         values ('aTalliedClass001', 'Meera', 'meera', 'meera@example.com', 'x')`,
      `insert into exams (public_id, admin_id, title, duration, level, is_active, is_single_attempt,
         total_questions, total_marks_per_question, total_marks, max_terms, min_number, max_number,
         operators, seed, generator_version)
       values ('eTalliedDrill001', 1, 'Drill', 10, 2, true, false, 2, 2, 4, 3, 1, 99, array['+', '-'], 7, 1)`,
      `insert into students (public_id, admin_id, fullname, username, sclass, level, password_hash)
         values ('sAshaRao00000001', 1, 'Asha Rao', 'asha', 4, 2, 'x'),
                ('sBalaRao00000001', 1, 'Bala Rao', 'bala', 4, 2, 'x')`,
      question(1, '12 + 7', 19, [19, 91, 29, 18], 'a'),
      question(2, '3 * 4', 12, [29, 91, 18, 12], 'd'),
      // Sent without an attempt: b to the first question (wrong, a carry slip), d to the second (right).
      result('Result0000000001', 1, `array['b', 'd']`),
      // Through an attempt that showed the questions the other way round, options moved.
      result('Result0000000002', 2, `array['a', 'b']`),
      `insert into attempts (public_id, exam_id, student_id, is_assessment, questions_version, answers,
         started_at, deadline, finished_at, result_id)
       values ('tAttempt00000001', 1, 2, false, 1, array['a', 'b'], '2026-11-02T08:55:00Z',
         '2026-11-02T09:05:00Z', '2026-11-02T09:00:00Z', 2)`,
      `insert into attempt_questions (attempt_id, position, question, answer, marks, option_a, option_b,
         option_c, option_d, correct_option, source_position, mistake_b)
       values (1, 1, '3 * 4', 12, 2, 12, 29, 18, 91, 'a', 2, null),
              (1, 2, '12 + 7', 19, 2, 18, 91, 19, 29, 'c', 1, 'carry')`,
    ]) {
      await connection.db.execute(sql.raw(statement));
    }

    await runMigration(connection, '0017_');

    const tallies = `select position, answer, correct, mistake, results from answer_tallies
      where not drawn and questions_version = 1 order by position, answer`;
    // The attempt's first answer, a, is 12: the exam's d; its second, b, is 91: the exam's b.
    expect(await rows(connection, tallies)).toEqual([
      { position: 1, answer: 'b', correct: false, mistake: 'carry', results: 2 },
      { position: 2, answer: 'd', correct: true, mistake: null, results: 2 },
    ]);

    // From then on the database keeps them as the results change.
    await connection.db.execute(sql.raw(`delete from results where public_id = 'rResult0000000002'`));
    expect(await rows(connection, tallies)).toEqual([
      { position: 1, answer: 'b', correct: false, mistake: 'carry', results: 1 },
      { position: 2, answer: 'd', correct: true, mistake: null, results: 1 },
    ]);
  });
});
