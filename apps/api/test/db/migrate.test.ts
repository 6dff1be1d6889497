// @driver-sensitive: migrations, and servers starting at once on one PostgreSQL
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { MIGRATIONS_FOLDER, type DatabaseConnection } from '../../src/db/database.js';
import { openPostgres } from '../../src/db/postgres-connection.js';
import { withDatabaseName } from '../helpers/test-database-context.js';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  dropPostgresDatabase,
} from '../helpers/test-database.js';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

async function appliedMigrations(connection: DatabaseConnection): Promise<number> {
  const result = await connection.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return (result.rows[0] as { count: number }).count;
}

async function tablesOf(connection: DatabaseConnection): Promise<string[]> {
  const result = await connection.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return (result.rows as { table_name: string }[]).map((row) => row.table_name);
}

const EXPECTED_TABLES = [
  'admins',
  'answer_tallies',
  'attempt_questions',
  'attempts',
  'exams',
  'grading_awards',
  'grading_sections',
  'gradings',
  'parent_children',
  'parents',
  'questions',
  'refresh_tokens',
  'result_summaries',
  'results',
  'round_answers',
  'round_players',
  'rounds',
  'skill_uses',
  'students',
  'weekly_report_mails',
];

describe('migrations', () => {
  it('leave a migrated database as it is when run again', async () => {
    const database = await createTestDatabase();
    onTestFinished(() => database.drop());

    expect(await appliedMigrations(database.connection)).toBe(journal.entries.length);
    await database.connection.migrate();
    await database.connection.migrate();
    expect(await appliedMigrations(database.connection)).toBe(journal.entries.length);
    expect(await tablesOf(database.connection)).toEqual(EXPECTED_TABLES);
  });

  const source = inject('testDatabase');
  it.runIf(source.driver === 'postgres')('are safe when several servers start at once', async () => {
    if (source.driver !== 'postgres') return;
    const name = await createEmptyPostgresDatabase(source.serverUrl);
    const servers = Array.from({ length: 4 }, () =>
      openPostgres({ url: withDatabaseName(source.serverUrl, name) }),
    );
    onTestFinished(async () => {
      await Promise.all(servers.map((server) => server.close()));
      await dropPostgresDatabase(source.serverUrl, name);
    });

    await Promise.all(servers.map((server) => server.migrate()));

    expect(await appliedMigrations(servers[0]!)).toBe(journal.entries.length);
    expect(await tablesOf(servers[0]!)).toEqual(EXPECTED_TABLES);
  });
});
