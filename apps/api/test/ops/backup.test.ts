// @driver-sensitive: dump and restore against each driver
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { BackupError, DatabaseNotEmptyError } from '../../scripts/backup/dump-format.js';
import { defaultDumpFile, dumpToFile } from '../../scripts/backup/dump.js';
import { restoreFromFile } from '../../scripts/backup/restore.js';
import { MIGRATIONS_FOLDER } from '../../src/db/database.js';
import { insertAdmin } from '../helpers/rows.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { readContents, type DatabaseContents } from './database-contents.js';
import { createEmptyDatabase } from './databases.js';
import { insertSampleData, MANY_QUESTIONS } from './sample-data.js';

const EVERY_TABLE = [
  'drizzle.__drizzle_migrations',
  'public.admins',
  'public.answer_tallies',
  'public.attempt_questions',
  'public.attempts',
  'public.exams',
  'public.grading_awards',
  'public.grading_sections',
  'public.gradings',
  'public.parent_children',
  'public.parents',
  'public.questions',
  'public.refresh_tokens',
  'public.result_summaries',
  'public.results',
  'public.round_answers',
  'public.round_players',
  'public.rounds',
  'public.skill_uses',
  'public.students',
  'public.weekly_report_mails',
];

const driver = inject('testDatabase').driver;

/** The parts of a dump's first line these tests change. */
interface DumpHeader {
  version: number;
  migrations: string[];
  tables: { schema: string; name: string; columns: string[]; rows: number }[];
  sequences: { schema: string; name: string; lastValue: string | null }[];
}

describe(`database backups (${driver})`, () => {
  let directory: string;
  let source: TestDatabase;
  let sourceContents: DatabaseContents;
  let dumpFile: string;
  /** Without a schema, and never written to (every use of it must fail before writing). */
  let untouchable: TestDatabase;

  /** `database`, dropped when the test ends. */
  function forThisTest(database: TestDatabase): TestDatabase {
    onTestFinished(() => database.drop());
    return database;
  }

  /** A migrated database holding one admin that no dump contains. */
  async function databaseHoldingData(): Promise<TestDatabase> {
    const database = forThisTest(await createTestDatabase());
    await insertAdmin(database.connection.db, { username: 'already_here' });
    return database;
  }

  /** Writes the dump with its header changed into a new file. */
  function withHeader(name: string, change: (header: DumpHeader) => unknown): string {
    return rewrittenDump(name, ([header, ...rest]) => [
      JSON.stringify(change(JSON.parse(header!) as DumpHeader)),
      ...rest,
    ]);
  }

  /** Rewrites the dump's lines into a new file. */
  function rewrittenDump(name: string, rewrite: (lines: string[]) => string[]): string {
    const lines = gunzipSync(readFileSync(dumpFile)).toString('utf8').trimEnd().split('\n');
    const file = join(directory, name);
    writeFileSync(file, gzipSync(`${rewrite(lines).join('\n')}\n`));
    return file;
  }

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'abacus-backup-'));
    [source, untouchable] = await Promise.all([createTestDatabase(), createEmptyDatabase()]);
    await insertSampleData(source.connection.db);
    sourceContents = await readContents(source.connection.db);
    dumpFile = join(directory, 'source.jsonl.gz');
    expect(await dumpToFile(source.connection, dumpFile)).toEqual({
      tables: EVERY_TABLE.length,
      rows: Object.values(sourceContents.tables).reduce((sum, rows) => sum + rows.length, 0),
    });
  });
  afterAll(async () => {
    await Promise.all([source?.drop(), untouchable?.drop()]);
    rmSync(directory, { recursive: true, force: true });
  });

  it('starts from a source that has rows in every table', () => {
    expect(Object.keys(sourceContents.tables)).toEqual(EVERY_TABLE);
    for (const table of EVERY_TABLE) expect(sourceContents.tables[table]!.length, table).toBeGreaterThan(0);
    expect(sourceContents.tables['public.questions']!.length).toBeGreaterThan(MANY_QUESTIONS);
    // Deleted admins left gaps: ids start after 1, and the sequence is ahead of the largest id.
    const adminIds = sourceContents.tables['public.admins']!.map(
      (row) => (JSON.parse(row) as { id: number }).id,
    );
    expect(Math.min(...adminIds)).toBeGreaterThan(1);
    expect(Number(sourceContents.sequences['public.admins_id_seq'])).toBeGreaterThan(Math.max(...adminIds));
  });

  it('restores every table row by row, with its identities and sequence positions, into an empty database', async () => {
    const { connection } = forThisTest(await createEmptyDatabase());
    const summary = await restoreFromFile(connection, dumpFile);
    expect(summary.tables).toBe(EVERY_TABLE.length);

    const restored = await readContents(connection.db);
    for (const table of EVERY_TABLE) {
      expect(restored.tables[table], table).toEqual(sourceContents.tables[table]);
    }
    expect(restored).toEqual(sourceContents);

    // The server's start-up migration finds nothing left to do.
    await connection.migrate();
    expect(await readContents(connection.db)).toEqual(sourceContents);
    const next = await insertAdmin(connection.db);
    expect(next.id).toBe(Number(sourceContents.sequences['public.admins_id_seq']) + 1);
  });

  it('refuses a database that holds data, and replaces it all when forced', async () => {
    const { connection } = await databaseHoldingData();
    const before = await readContents(connection.db);

    await expect(restoreFromFile(connection, dumpFile)).rejects.toThrow(DatabaseNotEmptyError);
    await expect(restoreFromFile(connection, dumpFile)).rejects.toThrow(
      'the database already holds data (in public.admins)',
    );
    expect(await readContents(connection.db)).toEqual(before);

    await restoreFromFile(connection, dumpFile, { force: true });
    expect(await readContents(connection.db)).toEqual(sourceContents);
  });

  it('changes nothing when the dump turns out to be incomplete, corrupt or of another schema', async () => {
    const gzipCut = join(directory, 'cut.jsonl.gz');
    const compressed = readFileSync(dumpFile);
    writeFileSync(gzipCut, compressed.subarray(0, compressed.length - 100));
    const failures: [string, string | RegExp][] = [
      [
        rewrittenDump('truncated.jsonl.gz', (lines) => lines.slice(0, -2)),
        'the dump ends early: it is incomplete',
      ],
      [
        rewrittenDump('no-end.jsonl.gz', (lines) => lines.slice(0, -1)),
        'the dump ends early: it is incomplete',
      ],
      [
        rewrittenDump('trailing.jsonl.gz', (lines) => [...lines, '{}']),
        'the dump is corrupt: its rows do not end where its header says',
      ],
      [
        rewrittenDump('bad-row.jsonl.gz', (lines) =>
          lines.map((line, index) => (index === lines.length - 2 ? '{"id": "not a number"}' : line)),
        ),
        /^cannot restore the rows of public\.attempt_questions: /,
      ],
      [
        withHeader('other-tables.jsonl.gz', (header) => ({
          ...header,
          tables: [
            ...header.tables.map((table) =>
              table.name === 'admins' ? { ...table, columns: [...table.columns, 'nickname'] } : table,
            ),
            { schema: 'public', name: 'ghosts', columns: ['id'], rows: 0 },
          ],
        })),
        /^the database's tables differ from the dump's:\n {2}public\.admins has columns .*\n {2}public\.ghosts is missing$/,
      ],
      [
        withHeader('other-sequences.jsonl.gz', (header) => ({
          ...header,
          sequences: [...header.sequences, { schema: 'public', name: 'ghosts_id_seq', lastValue: '7' }],
        })),
        'sequence public.ghosts_id_seq of the dump is missing',
      ],
      [gzipCut, /is not a complete gzip-compressed dump/],
    ];

    const { connection } = await databaseHoldingData();
    const before = await readContents(connection.db);
    for (const [file, message] of failures) {
      await expect(restoreFromFile(connection, file, { force: true }), file).rejects.toThrow(message);
    }
    expect(await readContents(connection.db)).toEqual(before);
  });

  it('rejects files that are not dumps, or dumps of other migrations, before touching the database', async () => {
    const plain = join(directory, 'plain.txt');
    writeFileSync(plain, 'hello');
    const notADump = join(directory, 'not-a-dump.jsonl.gz');
    writeFileSync(notADump, gzipSync('{"hello":"world"}\n'));
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash);
    const withMigrations = (name: string, hashes: string[]) =>
      withHeader(name, (header) => ({ ...header, migrations: hashes }));

    const rejections: [string, string | RegExp][] = [
      [plain, /is not a complete gzip-compressed dump/],
      [notADump, 'this is not an Abacus dump'],
      [
        withHeader('newer-format.jsonl.gz', (header) => ({ ...header, version: 2 })),
        'dump format 2 is not supported (this version reads 1)',
      ],
      [
        withHeader('malformed.jsonl.gz', (header) => ({ ...header, tables: 'all of them' })),
        'the dump is corrupt: its header is malformed',
      ],
      [withMigrations('older.jsonl.gz', migrations.slice(0, -1)), /taken with an older version of the API/],
      [withMigrations('newer.jsonl.gz', [...migrations, 'f'.repeat(64)]), /taken with a newer version/],
      [withMigrations('other.jsonl.gz', ['0'.repeat(64)]), /taken with a different version/],
      [join(directory, 'missing.jsonl.gz'), /ENOENT/],
    ];
    for (const [file, message] of rejections) {
      await expect(restoreFromFile(untouchable.connection, file), file).rejects.toThrow(message);
    }
    // Nothing was migrated: every dump was refused before the database was touched.
    expect((await readContents(untouchable.connection.db)).tables).toEqual({});
  });

  it('refuses to dump a database without the schema, and leaves no file behind', async () => {
    const file = join(directory, 'empty', 'dump.jsonl.gz');
    await expect(dumpToFile(untouchable.connection, file)).rejects.toThrow(BackupError);
    await expect(dumpToFile(untouchable.connection, file)).rejects.toThrow('no Abacus schema');
    expect(readdirSync(join(directory, 'empty'))).toEqual([]);
  });

  it('refuses to dump tables whose foreign keys form a cycle, naming them', async () => {
    const { connection } = forThisTest(await createTestDatabase());
    await connection.db.execute(sql`create table chickens (id int primary key, egg_id int)`);
    await connection.db.execute(
      sql`create table eggs (id int primary key, chicken_id int references chickens)`,
    );
    await connection.db.execute(sql`alter table chickens add foreign key (egg_id) references eggs`);
    await expect(dumpToFile(connection, join(directory, 'cycle.jsonl.gz'))).rejects.toThrow(
      'cannot order tables that reference each other: public.chickens, public.eggs',
    );
  });

  it('never overwrites an existing file', async () => {
    const original = readFileSync(dumpFile);
    await expect(dumpToFile(source.connection, dumpFile)).rejects.toThrow(`${dumpFile} already exists`);
    expect(readFileSync(dumpFile)).toEqual(original);
    expect(existsSync(`${dumpFile}.partial`)).toBe(false);
  });

  it('names dumps after the time they were taken, in ./backups', () => {
    expect(defaultDumpFile(new Date('2025-01-31T09:05:07.123Z'))).toBe(
      join('backups', 'abacus-2025-01-31T09-05-07Z.jsonl.gz'),
    );
  });
});
