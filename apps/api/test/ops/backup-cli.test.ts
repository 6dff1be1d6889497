// @driver-sensitive: dump and restore commands against each driver
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createAdmin, createStudent, PASSWORD, type SignedIn } from '../helpers/accounts.js';
import { startServer } from '../helpers/server-process.js';
import { testConfig } from '../helpers/test-app.js';
import { readContents, type DatabaseContents } from './database-contents.js';
import { createDatabaseStore, withOpen, type DatabaseStore } from './databases.js';
import { insertSampleData } from './sample-data.js';

const SCRIPTS = fileURLToPath(new URL('../../scripts/', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const PRODUCTION_SECRETS = {
  ACCESS_TOKEN_SECRET: 'production-like-access-secret-0123456789',
  REFRESH_TOKEN_SECRET: 'production-like-refresh-secret-012345678',
};

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script as `npm run db:dump|db:restore` does, from `cwd`, with exactly `env` (plus PATH and HOME). */
async function runScript(
  script: 'db-dump' | 'db-restore',
  args: string[],
  { cwd, env }: { cwd: string; env: Record<string, string> },
): Promise<ScriptRun> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', TSX, join(SCRIPTS, `${script}.ts`), ...args],
    {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}

const driver = inject('testDatabase').driver;

describe(`npm run db:dump and db:restore (${driver})`, () => {
  let workDir: string;
  let source: DatabaseStore;
  let sourceContents: DatabaseContents;
  let admin: SignedIn;
  let dumped: ScriptRun;
  let dumpFile: string;

  async function storeForThisTest(): Promise<DatabaseStore> {
    const store = await createDatabaseStore();
    onTestFinished(() => store.remove());
    return store;
  }

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'abacus-cli-'));
    source = await createDatabaseStore({ migrated: true });
    const connection = await source.open();
    // Accounts made through the API have real password hashes, so the restored copy can be logged in to.
    const app = await buildApp({ config: testConfig(), database: connection });
    admin = await createAdmin(app);
    await createStudent(app, admin);
    await insertSampleData(connection.db);
    sourceContents = await readContents(connection.db);
    await app.close();

    dumped = await runScript('db-dump', [], { cwd: workDir, env: source.env });
    const [written = 'nothing-written'] = existsSync(join(workDir, 'backups'))
      ? readdirSync(join(workDir, 'backups'))
      : [];
    dumpFile = join(workDir, 'backups', written);
  });
  afterAll(async () => {
    await source?.remove();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('dumps the configured database into ./backups, named after the time', () => {
    expect(dumped.stderr).toBe('');
    expect(dumped.code).toBe(0);
    expect(readdirSync(join(workDir, 'backups'))).toEqual([
      expect.stringMatching(/^abacus-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.jsonl\.gz$/),
    ]);
    expect(dumped.stdout).toMatch(
      /^Dumped \d+ rows of 21 tables from the (embedded|PostgreSQL) database .* into backups\//,
    );
  });

  // Four processes start one after another (three restores and a server), each loading the app: a loaded
  // machine took over 120 s, so the test has the project's 300 s like every other test of processes.
  it('restores into an empty database the server starts on; over data only with --force', async () => {
    const target = await storeForThisTest();
    const restore = (...args: string[]) => runScript('db-restore', args, { cwd: workDir, env: target.env });
    const restored = await restore(dumpFile);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ rows of 21 tables from .* into the /);

    const server = await startServer({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      ...PRODUCTION_SECRETS,
      ...target.env,
    });
    try {
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      const login = await fetch(`${server.url}/api/v1/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: admin.username, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
    } finally {
      expect((await server.stop()).code).toBe(0);
    }

    // The login stored a refresh token: the database now holds data the dump does not have.
    const refused = await restore(dumpFile);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'Failed: the database already holds data (in public.admins, public.answer_tallies, public.attempt_questions, public.attempts, ' +
        'public.exams, public.grading_awards, public.grading_sections, public.gradings, public.parent_children, public.parents, public.questions, ' +
        'public.refresh_tokens, public.result_summaries, public.results, public.round_answers, public.round_players, public.rounds, ' +
        'public.skill_uses, public.students, public.weekly_report_mails); restore into ' +
        'an empty database, ' +
        'or pass --force to replace it\n',
    );
    const forced = await restore('--force', dumpFile);
    expect(forced.code).toBe(0);
    expect(await withOpen(target, (connection) => readContents(connection.db))).toEqual(sourceContents);
  });

  it('answers mistakes with a reason and a non-zero exit code, creating nothing', async () => {
    const nowhere = { DATA_DIR: join(workDir, 'nowhere') };
    const missingDatabase =
      source.env.DATABASE_URL === undefined
        ? nowhere
        : { ...nowhere, DATABASE_URL: source.env.DATABASE_URL.replace(/[^/]+$/, 'abacus_test_absent') };
    const options = { cwd: workDir, env: nowhere };
    const [noFile, unknownOption, twoFiles, missingFile, noDatabase, help] = await Promise.all([
      runScript('db-restore', [], options),
      runScript('db-restore', ['--everything', dumpFile], options),
      runScript('db-restore', [dumpFile, dumpFile], options),
      runScript('db-restore', ['no-such-dump.jsonl.gz'], options),
      runScript('db-dump', [], { cwd: workDir, env: missingDatabase }),
      runScript('db-dump', ['--help'], options),
    ]);

    for (const usageError of [noFile, unknownOption, twoFiles]) {
      expect(usageError.code).toBe(2);
      expect(usageError.stderr).toContain('Usage: npm run db:restore -- [--force] <file>');
    }
    expect(missingFile).toMatchObject({ code: 1, stderr: 'Failed: no-such-dump.jsonl.gz does not exist\n' });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toMatch(/^Failed: .*(does not exist)/);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('Usage: npm run db:dump [-- --output <file>]');
    expect(existsSync(nowhere.DATA_DIR)).toBe(false);
  });
});
