import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/pglite-connection.js';
import { openPostgres } from '../../src/db/postgres-connection.js';
import { TEST_DATABASE_PREFIX, withDatabaseName } from './test-database-context.js';

/**
 * Migrates one database per run and hands out copies: PGlite as a data-directory snapshot, PostgreSQL
 * as a template database. Each test file then starts from a fresh copy in milliseconds, not a
 * migration run of its own.
 */
export default async function setup(project: TestProject) {
  const driver = project.config.provide?.testDatabaseDriver ?? 'pglite';
  return driver === 'postgres' ? setupPostgres(project) : setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const directory = mkdtempSync(join(tmpdir(), 'abacus-pglite-'));
  const dataDir = join(directory, 'migrated');
  const connection = await openPglite({ dataDir });
  await connection.migrate();
  await connection.close();
  const client = await PGlite.create(dataDir);
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  rmSync(dataDir, { recursive: true, force: true });

  const snapshotFile = join(directory, 'migrated.tar');
  writeFileSync(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('testDatabase', { driver: 'pglite', snapshotFile });

  return () => rmSync(directory, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set to run the PostgreSQL test project');
  const templateName = `${TEST_DATABASE_PREFIX}template_${randomBytes(6).toString('hex')}`;

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${templateName}"`);
  } finally {
    await admin.end();
  }
  const template = openPostgres({ url: withDatabaseName(serverUrl, templateName) });
  try {
    await template.migrate();
  } finally {
    // A template must have no open connections while it is being copied.
    await template.close();
  }
  project.provide('testDatabase', { driver: 'postgres', serverUrl, templateName });

  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists "${templateName}" with (force)`);
    } finally {
      await client.end();
    }
  };
}
