/** What the database command-line scripts share: the server's configuration, its database, their exit codes. */
import { ConfigError, loadConfig, loadEnvFile, type Config } from '../src/config.js';
import { BackupError, rootCause } from './backup/dump-format.js';
import type { DatabaseConnection } from '../src/db/database.js';
import { EMBEDDED_DATABASE_DIR, openDatabase } from '../src/db/open-database.js';

/** A mistake in the command line: answered with the usage text and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Stands in for token secrets the scripts never use; long enough to pass validation. */
const UNUSED_SECRET = 'not-used-by-the-database-scripts-0123456789';

/** The configuration the server would start with: the environment, then `.env` in the working directory. */
export function readServerConfig(): Config {
  loadEnvFile();
  // Without secrets loadConfig would generate and store development ones in DATA_DIR (a side effect a
  // dump must not have), or refuse to run in production; the scripts sign no tokens.
  return loadConfig({
    ...process.env,
    ACCESS_TOKEN_SECRET: process.env.ACCESS_TOKEN_SECRET || UNUSED_SECRET,
    REFRESH_TOKEN_SECRET: process.env.REFRESH_TOKEN_SECRET || UNUSED_SECRET,
  });
}

/** Names the configured database for messages, without its password. */
export function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}/${EMBEDDED_DATABASE_DIR}`;
  const url = new URL(config.databaseUrl);
  return `the PostgreSQL database ${url.pathname.slice(1)} on ${url.hostname}:${url.port || '5432'}`;
}

export async function withDatabase<T>(config: Config, use: (connection: DatabaseConnection) => Promise<T>) {
  const connection = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await use(connection);
  } finally {
    await connection.close();
  }
}

/**
 * Runs a script's command and prints what it returns. Exits with 2 and the usage text on a command-line
 * mistake, with 1 and one clear reason on any other failure.
 */
export async function runCommand(usage: string, command: () => Promise<string>): Promise<void> {
  try {
    process.stdout.write(`${await command()}\n`);
  } catch (error) {
    if (isUsageError(error)) {
      console.error(`${error.message}\n\n${usage}`);
      process.exitCode = 2;
      return;
    }
    console.error(failureMessage(error));
    process.exitCode = 1;
  }
}

function isUsageError(error: unknown): error is Error {
  const code = (error as { code?: unknown }).code;
  return error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
}

function failureMessage(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  if (error instanceof BackupError) return `Failed: ${error.message}`;
  const cause = rootCause(error);
  // A refused connection to a name with several addresses says nothing but its code.
  return `Failed: ${cause.message || (cause as NodeJS.ErrnoException).code || cause.name}`;
}
