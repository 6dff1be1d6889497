/**
 * The API's suite runs on the embedded database (PGlite) and, where `TEST_DATABASE_URL` is set, its
 * driver-sensitive files a second time on a PostgreSQL server (vitest.config.ts). PGlite is the same
 * PostgreSQL behind the same driver, but one query at a time, in memory, in a thread of this process: races
 * between connections, the codes a driver reports, outages and timeouts, LISTEN/NOTIFY, migrations, dumps
 * and server processes differ. A file that uses any of these says which it is (helpers/driver-tags.ts).
 *
 * @driver-neutral it reads the test files, not a database
 */
import { describe, expect, it } from 'vitest';
import { DRIVER_TAG, taggedTestFiles } from './helpers/driver-tags.js';

/** What marks a file as using something the two databases may do differently. */
const DATABASE_SPECIFIC: Record<string, RegExp> = {
  'a SQLSTATE': /\bcode\b[^\n]{0,40}'(?:[02345][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}'/,
  'PostgreSQL’s catalogs or functions': /\bpg_[a-z_]+/,
  'LISTEN/NOTIFY': /\b(?:LISTEN|NOTIFY|EVENTS_CHANNEL)\b|postgres-event-bus/,
  'a database timeout': /statement_timeout|lock_timeout|DATABASE_TIMEOUT/,
  'the driver or its connection':
    /testDatabaseDriver|inject\('testDatabase'\)|\.driver\b|database\.url\b|TEST_DATABASE_URL|openPostgres|openPglite|createPostgresTestDatabase|createEmptyDatabase|createDatabaseStore/,
  migrations: /\.migrate\(|MIGRATIONS_FOLDER|run-migration/,
  'dump tooling': /db-dump|db-restore|dumpTo|restoreFrom/,
  'requests at once': /Promise\.(?:all|allSettled|race|any)\(/,
  'a server process': /startServer|spawnServer|runServerToExit|startProcessPair/,
};

const files = taggedTestFiles(new URL('./', import.meta.url));

describe('the files that run on both databases', () => {
  it('are every file that uses something database-specific, tagged with a reason', () => {
    const untold = files.flatMap(({ file, source, tag }) => {
      if (tag === 'neutral' && /[!=]==\s*'postgres'/.test(source))
        return [`${file} has tests for PostgreSQL alone: as @driver-neutral they would never run`];
      if (tag) return DRIVER_TAG.exec(source)![2]!.trim() ? [] : [`${file}: @driver-${tag} gives no reason`];
      const uses = Object.entries(DATABASE_SPECIFIC)
        .filter(([, pattern]) => pattern.test(source))
        .map(([name]) => name);
      return uses.length > 0
        ? [`${file} uses ${uses.join(', ')}: tag it @driver-sensitive or @driver-neutral, with a reason`]
        : [];
    });
    expect(untold).toEqual([]);
  });

  it('are the races, migrations, outages and processes, not the plain route tests', () => {
    const sensitive = files.filter(({ tag }) => tag === 'sensitive').map(({ file }) => file);
    expect(sensitive).toEqual(
      expect.arrayContaining([
        'modules/attempts/attempt-races.test.ts',
        'db/migrate.test.ts',
        'db/database-outage.test.ts',
        'server/server.test.ts',
      ]),
    );
    expect(sensitive).not.toContain('modules/exams/exams-create.test.ts');
    expect(sensitive.length).toBeLessThan(files.length / 2);
  });
});
