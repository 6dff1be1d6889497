// @driver-neutral: it reads the Dockerfile
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/database.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

interface Instruction {
  keyword: string;
  args: string;
}

interface Stage {
  base: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** Splits a Dockerfile into its stages' instructions (continuation lines joined, comments dropped). */
function parseDockerfile(text: string): { globalArgs: Instruction[]; stages: Stage[] } {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const globalArgs: Instruction[] = [];
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [base = '', as, name] = instruction.args.split(' ');
      stages.push({ base, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else if (stages.length === 0) {
      globalArgs.push(instruction);
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}

const { globalArgs, stages } = parseDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
const stage = (name: string) => {
  const found = stages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`the Dockerfile has no stage named ${name}`);
  return found;
};
const args = (of: Stage, keyword: string) =>
  of.instructions
    .filter((instruction) => instruction.keyword === keyword)
    .map((instruction) => instruction.args);
const runtime = stages.at(-1)!;

describe('the Dockerfile', () => {
  it('builds in named stages on a slim Node 20 image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    for (const { name } of stages) expect(name).toMatch(/^[a-z-]+$/);
    expect(globalArgs).toContainEqual({ keyword: 'ARG', args: 'NODE_IMAGE=node:20-bookworm-slim' });
    expect(runtime.name).toBe('runtime');
    expect(runtime.base).toBe('${NODE_IMAGE}');
  });

  it('installs every dependency and builds every workspace in the build stages', () => {
    expect(args(stage('deps'), 'RUN')).toContainEqual(expect.stringMatching(/^npm ci\b/));
    expect(stage('build').base).toBe('deps');
    expect(args(stage('build'), 'RUN')[0]).toMatch(/^npm run build &&/);
  });

  it('ships production dependencies, the built workspaces and the migrations, nothing else', () => {
    expect(args(stage('production-deps'), 'RUN')).toEqual([
      'npm ci --omit=dev --workspace @abacus/api --no-audit --no-fund',
    ]);
    expect(args(runtime, 'COPY')).toEqual(['--from=production-deps /app ./', '--from=build /out ./']);
    const gathered = args(stage('build'), 'RUN')[0]!;
    // The server reads its migrations from the source tree at run time.
    expect(gathered).toContain(`cp -r --parents ${relative(ROOT, MIGRATIONS_FOLDER)} /out`);
    expect(gathered).toContain('find apps packages -mindepth 2 -maxdepth 2 -type d -name dist');
    expect(args(runtime, 'RUN').join(' ')).not.toMatch(/npm (ci|install)/);
  });

  it('runs the server as the unprivileged node user, in production mode', () => {
    expect(args(runtime, 'ENV')).toContain('NODE_ENV=production');
    expect(args(runtime, 'USER')).toEqual(['node']);
    expect(args(runtime, 'CMD')).toEqual(['["node", "apps/api/dist/server.js"]']);
    const rootScripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
    expect(rootScripts.start).toContain('node apps/api/dist/server.js');
  });

  it('checks /health with Node itself on the configured port, as the production compose file does', () => {
    const [healthcheck] = args(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(
      /^--interval=1m30s --timeout=6s --start-period=30s --retries=3 CMD \["node", "-e", /,
    );
    expect(healthcheck).toContain(
      "fetch('http://127.0.0.1:' + (process.env.APPLICATION_PORT || 3000) + '/health')",
    );
    expect(args(runtime, 'EXPOSE')).toEqual(['3000']);
  });
});

describe('the .dockerignore file', () => {
  it('keeps secrets, local data and build output out of the build context', () => {
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const entry of [
      '**/node_modules',
      '**/dist',
      '**/.env',
      '**/.prod.env',
      'data',
      'logs',
      'backups',
      '.git',
    ]) {
      expect(ignored).toContain(entry);
    }
  });
});
