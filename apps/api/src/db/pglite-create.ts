/**
 * Creates a new embedded database in the directory given as its argument, in a process of its own that
 * ends once it is done (see `createDatabase` in pglite-connection.ts), and tells its parent what failed.
 */
import { PGlite } from '@electric-sql/pglite';
import { describePgliteError } from './pglite-errors.js';

export type CreateReport = { created: true } | { failed: string };

// A server killed meanwhile waits for nothing: its next start removes what this would leave.
process.once('disconnect', () => process.exit(1));

let report: CreateReport;
try {
  const database = await PGlite.create(process.argv[2]);
  await database.close();
  report = { created: true };
} catch (error) {
  report = { failed: describePgliteError(error) };
}
process.send!(report, () => process.disconnect());
