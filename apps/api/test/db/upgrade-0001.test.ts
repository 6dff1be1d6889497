// @driver-sensitive: a migration over data, on each driver
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { JOIN_CODE_PATTERN_SOURCE } from '../../src/domain/join-code.js';
import { createEmptyDatabase } from '../ops/databases.js';
import { rows, runMigration } from '../helpers/run-migration.js';

describe('upgrading a database of the first release', () => {
  it('keeps its exams, questions and results, and gives every open class a join code', async () => {
    const database = await createEmptyDatabase();
    onTestFinished(() => database.drop());
    const { connection } = database;
    await runMigration(connection, '0000_');
    // One statement a call: the embedded driver takes one per query.
    for (const statement of [
      `insert into admins (public_id, fullname, username, email, password_hash, deleted_at) values
              ('aOpenClass000001', 'Meera', 'meera', 'meera@example.com', 'x', null),
              ('aOtherClass00001', 'Anil', 'anil', 'anil@example.com', 'x', null),
              ('aClosedClass0001', 'Gone', 'gone', 'gone@example.com', 'x', now())`,
      `insert into students (public_id, admin_id, fullname, username, email, phone_no, sclass, level, password_hash)
              values ('sLegacyPupil0001', 1, 'Ravi', 'ravi', 'ravi@example.com', '+911234567890', 4, 2, 'x')`,
      `insert into exams (public_id, admin_id, title, duration, level, is_active, is_single_attempt,
                total_questions, total_marks_per_question, total_marks, max_terms, min_number, max_number, operators, seed)
              values ('eLegacyExam00001', 1, 'Old drill', 30, 2, true, false, 1, 2, 2, 2, 1, 9, array['+'], 7)`,
      `insert into questions (exam_id, position, question, answer, marks, option_a, option_b, option_c, option_d,
                correct_option) values (1, 1, '3 + 4', 7, 2, 7, 8, 6, 9, 'a')`,
      `insert into results (public_id, exam_id, student_id, score, total_correct, time_taken, date_completed, answers,
                exam_total_questions, exam_total_marks, exam_marks_per_question, exam_duration, exam_is_single_attempt)
              values ('rLegacyResult001', 1, 1, 2, 1, 3.5, now(), array['a'], 1, 2, 2, 30, false)`,
    ]) {
      await connection.db.execute(sql.raw(statement));
    }

    await runMigration(connection, '0001_');

    expect(
      await rows(
        connection,
        'select generator_version, questions_version, abacus_method, flash_interval_ms from exams',
      ),
    ).toEqual([{ generator_version: 1, questions_version: 1, abacus_method: null, flash_interval_ms: null }]);
    expect(await rows(connection, 'select version, question from questions')).toEqual([
      { version: 1, question: '3 + 4' },
    ]);
    expect(await rows(connection, 'select questions_version, answers from results')).toEqual([
      { questions_version: null, answers: ['a'] },
    ]);
    const admins = await rows(connection, 'select public_id, join_code from admins order by id');
    const codes = admins.map((admin) => admin.join_code);
    expect(codes[2]).toBeNull();
    for (const code of codes.slice(0, 2)) expect(code).toMatch(new RegExp(JOIN_CODE_PATTERN_SOURCE));
    expect(codes[0]).not.toBe(codes[1]);
  });
});
