// @driver-sensitive: idle connections fail and are logged as each driver reports them
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { DatabaseConnection } from '../../src/db/database.js';
import { openPglite } from '../../src/db/pglite-connection.js';
import { openPostgres } from '../../src/db/postgres-connection.js';
import { createAdmin, createStudent } from '../helpers/accounts.js';
import { capturedLogs } from '../helpers/captured-logs.js';
import { createExam } from '../helpers/exams.js';
import { testConfig } from '../helpers/test-app.js';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from '../helpers/test-database.js';
import { withDatabaseName } from '../helpers/test-database-context.js';

const source = inject('testDatabase');

/** The database as the server opens it: a failing idle connection is logged as an error. */
async function openLikeTheServer(onIdleError: (error: Error) => void) {
  if (source.driver === 'pglite') {
    const snapshot = new Uint8Array(readFileSync(source.snapshotFile));
    return { database: await openPglite({ snapshot, onIdleError }), remove: async () => {} };
  }
  const name = await createEmptyPostgresDatabase(source.serverUrl, source.templateName);
  const database: DatabaseConnection = openPostgres({
    url: withDatabaseName(source.serverUrl, name),
    timeout: 5,
    onIdleError,
  });
  return { database, remove: () => dropPostgresDatabase(source.serverUrl, name) };
}

describe('a normal stop', () => {
  it('logs no error, after requests that left statements prepared on every connection', async () => {
    const { lines, logger } = capturedLogs();
    const { database, remove } = await openLikeTheServer((err) =>
      logger.error({ err }, 'idle database connection failed'),
    );
    const app = await buildApp({ config: testConfig(), database, logger });
    try {
      const admin = await createAdmin(app);
      await Promise.all([
        createStudent(app, admin),
        createExam(app, admin),
        ...Array.from({ length: 8 }, () =>
          app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: admin.auth }),
        ),
      ]);
    } finally {
      await app.close();
      await remove();
    }
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
