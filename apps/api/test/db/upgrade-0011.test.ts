// @driver-sensitive: a migration over data, on each driver
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/database.js';
import { flashOf, type FlashColumns } from '../../src/modules/exams/flash.js';
import { createEmptyDatabase } from '../ops/databases.js';
import { readdirSync } from 'node:fs';
import { rows, runMigration } from '../helpers/run-migration.js';

/** The migrations before flash anzan had a gap, a sign and a counter to set: 0000 to 0010. */
const BEFORE_FLASH_SETTINGS = readdirSync(MIGRATIONS_FOLDER)
  .filter((name) => name.endsWith('.sql') && name < '0011_')
  .map((name) => name.slice(0, 5));

describe('upgrading a database whose flash exams had only an interval', () => {
  it('shows them as they were: no gap, with the sign and the counter', async () => {
    const database = await createEmptyDatabase();
    onTestFinished(() => database.drop());
    const { connection } = database;
    for (const prefix of BEFORE_FLASH_SETTINGS) await runMigration(connection, prefix);
    // One statement a call: the embedded driver takes one per query.
    for (const statement of [
      `insert into admins (public_id, fullname, username, email, password_hash)
              values ('aFlashClass00001', 'Meera', 'meera', 'meera@example.com', 'x')`,
      `insert into exams (public_id, admin_id, title, duration, level, is_active, is_single_attempt,
                total_questions, total_marks_per_question, total_marks, max_terms, min_number, max_number,
                operators, seed, generator_version, flash_interval_ms)
              values ('eFlashExam000001', 1, 'Old flash drill', 30, 2, true, false, 1, 2, 2, 3, 1, 9,
                array['+', '-'], 7, 1, 800),
                ('eWrittenExam0001', 1, 'Old written drill', 30, 2, true, false, 1, 2, 2, 3, 1, 9,
                array['+', '-'], 7, 1, null)`,
    ]) {
      await connection.db.execute(sql.raw(statement));
    }

    await runMigration(connection, '0011_');

    const exams = await rows(
      connection,
      `select flash_interval_ms as "flashIntervalMs", flash_gap_ms as "flashGapMs",
         flash_show_sign as "flashShowSign", flash_show_counter as "flashShowCounter"
       from exams order by id`,
    );
    expect((exams as unknown as FlashColumns[]).map(flashOf)).toEqual([
      { intervalMs: 800, gapMs: 0, showSign: true, showCounter: true },
      null,
    ]);
  });
});
