/** `npm run db:dump`: see USAGE. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDumpFile, dumpToFile } from './backup/dump.js';
import { BackupError } from './backup/dump-format.js';
import { EMBEDDED_DATABASE_DIR } from '../src/db/open-database.js';
import { describeDatabase, readServerConfig, runCommand, withDatabase } from './db-cli.js';

const USAGE = `Usage: npm run db:dump [-- --output <file>]

Dumps every table of the database the server is configured for (DATABASE_URL, or the embedded
database in DATA_DIR) into a new gzip-compressed file, by default ./backups/abacus-<UTC time>.jsonl.gz.
The server may keep running: the dump reads one consistent snapshot (stop it first for the
embedded database, which one process at a time may open).`;

await runCommand(USAGE, async () => {
  const { values } = parseArgs({
    options: { output: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return USAGE;
  const config = readServerConfig();
  // Opening a missing embedded database would create an empty one.
  if (!config.databaseUrl && !existsSync(join(config.dataDir, EMBEDDED_DATABASE_DIR))) {
    throw new BackupError(`${describeDatabase(config)} does not exist; set DATA_DIR or DATABASE_URL`);
  }
  const file = values.output ?? defaultDumpFile();
  const { tables, rows } = await withDatabase(config, (connection) => dumpToFile(connection, file));
  return `Dumped ${rows} rows of ${tables} tables from ${describeDatabase(config)} into ${file}`;
});
