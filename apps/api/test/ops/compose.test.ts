import { execFile, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv, promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const run = promisify(execFile);

interface Service {
  image?: string;
  command?: string | string[];
  ports?: string[];
  volumes?: string[];
  restart?: string;
  env_file?: string;
  environment: Record<string, string>;
  depends_on?: unknown;
  healthcheck: {
    test: string[];
    interval?: string;
    timeout?: string;
    retries?: number;
    start_period?: string;
  };
  logging?: unknown;
}

/** The parts of a compose file these tests read. */
interface ComposeFile {
  services: { api: Service; db: Service; proxy: Service; redis: Service };
  volumes?: Record<string, unknown>;
}

const parseCompose = (text: string) => parse(text) as ComposeFile;
const readCompose = (file: string) => parseCompose(readFileSync(join(ROOT, file), 'utf8'));
const readEnvFile = (file: string) => Object.keys(parseEnv(readFileSync(join(ROOT, file), 'utf8')));

/** CI installs Debian's docker-compose; `config` validates a file without a Docker engine. */
const hasDockerCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
/** CI installs Debian's Caddy; `validate` reads a configuration as the proxy would, without serving it. */
const hasCaddy = spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;

describe('docker-compose.prod.yml', () => {
  const { services, volumes } = readCompose('docker-compose.prod.yml');

  it('runs PostgreSQL on host port 30000 of the loopback, always restarted, its data in a named volume', () => {
    expect(services.db.image).toMatch(/^postgres:1[56]/);
    expect(services.db.ports).toEqual(['127.0.0.1:30000:5432']);
    expect(services.db.restart).toBe('always');
    expect(services.db.volumes).toEqual(['db-data:/var/lib/postgresql/data']);
    expect(volumes).toHaveProperty('db-data');
  });

  it('checks the API every 1m30s with a 6 s timeout, 3 retries and a 30 s start period, without curl', () => {
    expect(services.api.healthcheck).toMatchObject({
      interval: '1m30s',
      timeout: '6s',
      retries: 3,
      start_period: '30s',
    });
    expect(services.api.healthcheck.test.slice(0, 2)).toEqual(['CMD', 'node']);
    expect(services.api.healthcheck.test.join(' ')).toContain('http://127.0.0.1:3000/health');
    expect(services.api.environment.APPLICATION_PORT).toBe('3000');
  });

  it('puts the API replicas behind Caddy on port 3000, trusting only it, with their limits in Redis', () => {
    // No host port of its own: every request comes through the proxy, whose X-Forwarded-For alone counts.
    expect(services.api.ports).toBeUndefined();
    expect(services.api.environment.TRUST_PROXY).toBe('uniquelocal');
    expect(services.api.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(services.api.depends_on).toEqual({
      db: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(services.proxy.image).toMatch(/^caddy:2\./);
    expect(services.proxy.ports).toEqual(['3000:80']);
    expect(services.proxy.volumes).toEqual(['./deploy/Caddyfile:/etc/caddy/Caddyfile:ro']);
    expect(services.redis.image).toMatch(/^redis:7/);
    expect(services.redis.command).toEqual(['redis-server', '--save', '', '--appendonly', 'no']);
  });

  it('proxies to every replica Docker names, streams events unbuffered and health-checks each replica', () => {
    const caddyfile = readFileSync(join(ROOT, 'deploy/Caddyfile'), 'utf8');
    const directives = caddyfile
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    for (const directive of [
      'dynamic a {',
      'name api',
      'port 3000',
      'flush_interval -1',
      'health_uri /health',
      'lb_policy least_conn',
    ]) {
      expect(directives).toContain(directive);
    }
    // Nothing in it may end a long response: an event stream stays open for as long as its token lasts.
    expect(caddyfile).not.toMatch(/^\s*(stream_timeout|read_timeout|response_header_timeout)\b/m);
  });

  it('keeps the JSON-file logs of every service, rotated at 10 MB, 3 files', () => {
    for (const service of [services.api, services.db, services.proxy, services.redis]) {
      expect(service.logging).toEqual({
        driver: 'json-file',
        options: { 'max-size': '10m', 'max-file': '3' },
      });
    }
  });

  it('takes its secrets from .env and .prod.env and builds DATABASE_URL from the latter', () => {
    expect(services.api.env_file).toBe('.env');
    expect(services.db.env_file).toBe('.prod.env');
    expect(services.api.environment.NODE_ENV).toBe('production');
    expect(services.api.environment.DATABASE_URL).toMatch(
      /^postgres:\/\/\$\{POSTGRES_USER:\?[^}]+\}:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/\$\{POSTGRES_DB:\?[^}]+\}$/,
    );
  });
});

describe('docker-compose.dev.yml', () => {
  const { services, volumes } = readCompose('docker-compose.dev.yml');

  it('runs npm run dev on the mounted working tree, reachable on port 3000, against the db service', () => {
    expect(services.api.command).toBe('npm run dev');
    expect(services.api.volumes).toContain('.:/app');
    expect(services.api.volumes).toContain('/app/node_modules');
    expect(services.api.ports).toEqual(['3000:3000']);
    expect(services.api.environment).toEqual({
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://abacus:abacus@db:5432/abacus',
    });
    expect(services.api.restart).toBe('unless-stopped');
  });

  it('runs PostgreSQL on host port 5433 with a persistent volume, restarted unless stopped', () => {
    expect(services.db.image).toMatch(/^postgres:1[56]/);
    expect(services.db.ports).toEqual(['5433:5432']);
    expect(services.db.volumes).toEqual(['db-data:/var/lib/postgresql/data']);
    expect(services.db.restart).toBe('unless-stopped');
    expect(volumes).toHaveProperty('db-data');
  });
});

describe('the example environment files', () => {
  it('.env.example lists every variable the server reads', () => {
    // loadConfig looks up each of its variables once; secrets are answered so that it writes none to disk.
    const read = new Set<string>();
    const recorder = new Proxy<NodeJS.ProcessEnv>(
      {},
      {
        get(_, name: string) {
          read.add(name);
          return name.endsWith('_SECRET') ? 'a-secret-that-is-long-enough-0123456789' : undefined;
        },
      },
    );
    loadConfig(recorder);
    expect(read.size).toBeGreaterThan(10);
    expect(readEnvFile('.env.example').sort()).toEqual([...read].sort());
  });

  it('.prod.env.example lists the PostgreSQL settings the production compose file uses', () => {
    expect(readEnvFile('.prod.env.example').sort()).toEqual([
      'POSTGRES_DB',
      'POSTGRES_PASSWORD',
      'POSTGRES_USER',
    ]);
  });
});

describe.runIf(hasDockerCompose)('docker-compose config', () => {
  let project: string;
  beforeAll(() => {
    // The production file needs the env files it names: a copy with the examples in their place.
    project = mkdtempSync(join(tmpdir(), 'abacus-compose-'));
    copyFileSync(join(ROOT, 'docker-compose.prod.yml'), join(project, 'docker-compose.prod.yml'));
    mkdirSync(join(project, 'deploy'));
    copyFileSync(join(ROOT, 'deploy/Caddyfile'), join(project, 'deploy/Caddyfile'));
    copyFileSync(join(ROOT, '.env.example'), join(project, '.env'));
    copyFileSync(join(ROOT, '.prod.env.example'), join(project, '.prod.env'));
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('accepts docker-compose.dev.yml', async () => {
    const { stdout } = await run('docker-compose', ['-f', join(ROOT, 'docker-compose.dev.yml'), 'config']);
    expect(parseCompose(stdout).services.api.environment.DATABASE_URL).toBe(
      'postgres://abacus:abacus@db:5432/abacus',
    );
  });

  it('accepts docker-compose.prod.yml with --env-file .prod.env, and builds DATABASE_URL from it', async () => {
    const { stdout } = await run(
      'docker-compose',
      ['--env-file', '.prod.env', '-f', 'docker-compose.prod.yml', 'config'],
      { cwd: project },
    );
    const { services } = parseCompose(stdout);
    expect(services.api.environment.DATABASE_URL).toBe(
      'postgres://abacus:replace-with-a-long-random-password@db:5432/abacus',
    );
    expect(services.api.environment.NODE_ENV).toBe('production');
    expect(services.api.healthcheck).toMatchObject({ interval: '90s', timeout: '6s', retries: 3 });
  });

  it('refuses docker-compose.prod.yml without the database settings, saying where they belong', async () => {
    await expect(
      run('docker-compose', ['-f', 'docker-compose.prod.yml', 'config'], { cwd: project }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('set it in .prod.env and pass --env-file .prod.env'),
    });
  });
});

describe.runIf(hasCaddy)('caddy validate', () => {
  it('accepts deploy/Caddyfile', async () => {
    const { stdout, stderr } = await run('caddy', [
      'validate',
      '--config',
      join(ROOT, 'deploy/Caddyfile'),
      '--adapter',
      'caddyfile',
    ]);
    expect(`${stdout}${stderr}`).toContain('Valid configuration');
  });
});
