// @driver-neutral: plain SQL over a few rows, the same on either driver
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/database.js';
import { createEmptyDatabase } from '../ops/databases.js';
import { rows, runMigration } from '../helpers/run-migration.js';

/** The migrations before results were marked as a live round's: 0000 to 0021. */
const BEFORE_ROUND_RESULTS = readdirSync(MIGRATIONS_FOLDER)
  .filter((name) => name.endsWith('.sql') && name < '0022_')
  .map((name) => name.slice(0, 5));

describe('upgrading a database made before round results were marked', () => {
  it('marks the results a live round saved, and no other, and keeps them counted', async () => {
    const database = await createEmptyDatabase();
    onTestFinished(() => database.drop());
    const { connection } = database;
    for (const prefix of BEFORE_ROUND_RESULTS) await runMigration(connection, prefix);
    const result = (id: string, student: number, completed: string) =>
      `insert into results (public_id, exam_id, student_id, score, total_correct, time_taken, date_completed,
         answers, questions_version, exam_total_questions, exam_total_marks, exam_marks_per_question,
         exam_duration, exam_is_single_attempt)
       values ('r${id}', 1, ${student}, 2, 1, 3, '${completed}', array['a', null], 1, 2, 4, 2, 10, false)`;
    const ended = '2026-11-02T09:00:00Z';
    // One statement a call: the embedded driver takes one per query.
    for (const statement of [
      `insert into admins (public_id, fullname, username, email, password_hash)
         values ('aRoundClass00001', 'Meera', 'meera', 'meera@example.com', 'x')`,
      `insert into exams (public_id, admin_id, title, duration, level, is_active, is_single_attempt,
         total_questions, total_marks_per_question, total_marks, max_terms, min_number, max_number,
         operators, seed, generator_version)
       values ('eRoundDrill00001', 1, 'Drill', 10, 2, true, false, 2, 2, 4, 3, 1, 99, array['+', '-'], 7, 1)`,
      `insert into students (public_id, admin_id, fullname, username, sclass, level, password_hash)
         values ('sAshaRao00000001', 1, 'Asha Rao', 'asha', 4, 2, 'x'),
                ('sBalaRao00000001', 1, 'Bala Rao', 'bala', 4, 2, 'x')`,
      `insert into rounds (public_id, admin_id, exam_id, code, whole_class, seconds_to_answer,
         questions_version, question_index, shown_at, ended_at, results_saved_at)
       values ('lRound0000000001', 1, 1, '123456', false, 20, 1, 2, '2026-11-02T08:58:00Z', '${ended}',
         '2026-11-02T09:01:00Z')`,
      `insert into round_players (round_id, student_id, joined_at) values (1, 1, '2026-11-02T08:55:00Z')`,
      // Asha played the round; Bala sat the exam the same day on her own.
      result('Result0000000001', 1, ended),
      result('Result0000000002', 2, ended),
      result('Result0000000003', 1, '2026-11-02T10:00:00Z'),
    ]) {
      await connection.db.execute(sql.raw(statement));
    }

    await runMigration(connection, '0022_');

    expect(
      await rows(connection, 'select public_id, live_round, in_analytics from results order by public_id'),
    ).toEqual([
      { public_id: 'rResult0000000001', live_round: true, in_analytics: true },
      { public_id: 'rResult0000000002', live_round: false, in_analytics: true },
      { public_id: 'rResult0000000003', live_round: false, in_analytics: true },
    ]);
    // Still counted as they were: Asha's two results, Bala's one.
    expect(
      await rows(connection, 'select student_id::int, attempts from result_summaries order by student_id'),
    ).toEqual([
      { student_id: 1, attempts: 2 },
      { student_id: 2, attempts: 1 },
    ]);
  });
});
