import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, loadEnvFile, type Config } from './config.js';
import { DatabaseInUseError } from './db/data-dir-lock.js';
import type { DatabaseConnection } from './db/database.js';
import { openDatabase } from './db/open-database.js';
import { EmbeddedDatabaseError } from './db/pglite-connection.js';
import { createLogger } from './logger.js';
import { createDataAccess } from './modules/data-access.js';
import { backfillSkillUses } from './modules/skills/index.js';

/** Shutdown gives in-flight requests this long to finish before the process is ended. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  loadEnvFile();
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function start() {
  const config = readConfig();
  const logger = createLogger(config);

  let database: DatabaseConnection;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeout: config.databaseTimeout,
      onIdleError: (err) => logger.error({ err }, 'idle database connection failed'),
    });
  } catch (err) {
    if (!(err instanceof DatabaseInUseError || err instanceof EmbeddedDatabaseError)) throw err;
    // Its message says what is wrong (another process has it, the disk is full, …): a stack adds nothing.
    logger.fatal(err.message);
    process.exitCode = 1;
    return;
  }
  try {
    await database.migrate();
  } catch (err) {
    logger.fatal({ err }, `cannot prepare the ${database.driver} database; is it running and reachable?`);
    await database.close();
    process.exitCode = 1;
    return;
  }
  logger.info({ driver: database.driver }, 'database ready');
  // The results stored before formula evidence was kept get theirs: all of them once, after that upgrade;
  // on later starts one read finds none waiting.
  const backfilled = await backfillSkillUses(createDataAccess(database.db));
  if (backfilled > 0) {
    logger.info({ results: backfilled }, 'formula evidence worked out for results stored before it was kept');
  }

  const app = await buildApp({ config, database, logger });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    logger.fatal({ err }, `cannot listen on ${config.host}:${config.port}`);
    await app.close();
    // A supervisor must see the failure: nothing may end this process with 0 now.
    process.exit(1);
  }

  // Installed once listening: close-with-grace ends the process itself, with 0 after a clean close.
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'closing after an unexpected error');
    else logger.info({ signal }, 'shutting down');
    await app.close();
  });
}

await start();
