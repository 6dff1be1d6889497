/** `npm run db:restore`: see USAGE. */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BackupError, DatabaseNotEmptyError } from './backup/dump-format.js';
import { restoreFromFile } from './backup/restore.js';
import { describeDatabase, readServerConfig, runCommand, UsageError, withDatabase } from './db-cli.js';

const USAGE = `Usage: npm run db:restore -- [--force] <file>

Restores a dump written by npm run db:dump into the database the server is configured for
(DATABASE_URL, or the embedded database in DATA_DIR), creating its tables first when it has none.
Stop the server first. A database that already holds data is refused unless --force is given,
which replaces all of it. Everything is restored in one transaction: on failure nothing changes.`;

await runCommand(USAGE, async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', short: 'f' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) return USAGE;
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) throw new UsageError('Name exactly one dump file to restore.');
  // Checked before opening the database: opening a missing embedded database creates it.
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const config = readServerConfig();
  try {
    const { tables, rows } = await withDatabase(config, (connection) =>
      restoreFromFile(connection, file, { force: values.force ?? false }),
    );
    return `Restored ${rows} rows of ${tables} tables from ${file} into ${describeDatabase(config)}`;
  } catch (error) {
    if (error instanceof DatabaseNotEmptyError) {
      throw new BackupError(
        `${error.message}; restore into an empty database, or pass --force to replace it`,
      );
    }
    throw error;
  }
});
