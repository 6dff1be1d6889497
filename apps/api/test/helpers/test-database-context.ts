/** What the global setup hands every test file: where to get a fresh, migrated database from. */
export type TestDatabaseSource =
  | {
      driver: 'pglite';
      /** `dumpDataDir` tarballs of a migrated and of an empty database. */
      snapshotFile: string;
      emptySnapshotFile: string;
      /** A migrated embedded database's directory, to be copied, never opened in place. */
      migratedDataDir: string;
    }
  | { driver: 'postgres'; serverUrl: string; templateName: string };

declare module 'vitest' {
  interface ProvidedContext {
    testDatabaseDriver: TestDatabaseSource['driver'];
    testDatabase: TestDatabaseSource;
  }
}

/** Names the test databases with a prefix, so a crashed run's leftovers are easy to find and drop. */
export const TEST_DATABASE_PREFIX = 'abacus_test_';

/** `postgres://…/anything` → the same server with another database name. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
