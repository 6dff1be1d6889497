// @driver-sensitive: a migration over data, on each driver
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/database.js';
import { flashOf, type FlashColumns } from '../../src/modules/exams/flash.js';
import { listeningOf, type ListeningColumns } from '../../src/modules/exams/listening.js';
import { createEmptyDatabase } from '../ops/databases.js';
import { readdirSync } from 'node:fs';
import { rows, runMigration } from '../helpers/run-migration.js';

/** The migrations before exams could be read aloud: 0000 to 0012. */
const BEFORE_LISTENING = readdirSync(MIGRATIONS_FOLDER)
  .filter((name) => name.endsWith('.sql') && name < '0013_')
  .map((name) => name.slice(0, 5));

describe('upgrading a database made before listening sums', () => {
  it('keeps its exams as they were, none read aloud, and refuses an exam both flashed and heard', async () => {
    const database = await createEmptyDatabase();
    onTestFinished(() => database.drop());
    const { connection } = database;
    for (const prefix of BEFORE_LISTENING) await runMigration(connection, prefix);
    // One statement a call: the embedded driver takes one per query.
    for (const statement of [
      `insert into admins (public_id, fullname, username, email, password_hash)
              values ('aListenClass0001', 'Meera', 'meera', 'meera@example.com', 'x')`,
      `insert into exams (public_id, admin_id, title, duration, level, is_active, is_single_attempt,
                total_questions, total_marks_per_question, total_marks, max_terms, min_number, max_number,
                operators, seed, generator_version, flash_interval_ms, flash_gap_ms)
              values ('eFlashExam000001', 1, 'Old flash drill', 30, 2, true, false, 1, 2, 2, 3, 1, 9,
                array['+', '-'], 7, 1, 800, 50),
                ('eWrittenExam0001', 1, 'Old written drill', 30, 2, true, false, 1, 2, 2, 3, 1, 9,
                array['+', '-'], 7, 1, null, 0)`,
    ]) {
      await connection.db.execute(sql.raw(statement));
    }

    await runMigration(connection, '0013_');

    const exams = (await rows(
      connection,
      `select flash_interval_ms as "flashIntervalMs", flash_gap_ms as "flashGapMs",
         flash_show_sign as "flashShowSign", flash_show_counter as "flashShowCounter",
         listening_numbers_per_minute as "listeningNumbersPerMinute"
       from exams order by id`,
    )) as unknown as (FlashColumns & ListeningColumns)[];
    expect(exams.map((exam) => [flashOf(exam), listeningOf(exam)])).toEqual([
      [{ intervalMs: 800, gapMs: 50, showSign: true, showCounter: true }, null],
      [null, null],
    ]);

    await connection.db.execute(
      sql.raw(`update exams set listening_numbers_per_minute = 30 where public_id = 'eWrittenExam0001'`),
    );
    await expect(
      connection.db.execute(
        sql.raw(`update exams set listening_numbers_per_minute = 30 where public_id = 'eFlashExam000001'`),
      ),
    ).rejects.toThrow();
    await expect(
      connection.db.execute(
        sql.raw(`update exams set listening_numbers_per_minute = 9 where public_id = 'eWrittenExam0001'`),
      ),
    ).rejects.toThrow();
  });
});
