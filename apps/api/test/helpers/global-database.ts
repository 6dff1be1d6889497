import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { DRIZZLE_CASING, MIGRATIONS_FOLDER } from '../../src/db/database.js';
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
  // Made once per run for the PGlite projects (the API's files, its mocks, its processes), whose global
  // setups run one after another in this process before any test starts.
  const directory = join(tmpdir(), `abacus-pglite-${process.pid}`);
  if (!existsSync(directory)) await writeSnapshots(directory);
  project.provide('testDatabase', {
    driver: 'pglite',
    snapshotFile: join(directory, 'migrated.tar'),
    emptySnapshotFile: join(directory, 'empty.tar'),
    // The migrated database on disk, for tests that start a server on a DATA_DIR of their own.
    migratedDataDir: join(directory, 'migrated'),
  });
  return () => rmSync(directory, { recursive: true, force: true });
}

async function writeSnapshots(directory: string) {
  // Creating a database (initdb) takes seconds, loading a snapshot of one a fraction of that: an empty
  // database is created once, and the migrated one made from it.
  const created = await PGlite.create();
  const empty = new Uint8Array(await (await created.dumpDataDir('none')).arrayBuffer());
  await created.close();
  const migrating = await PGlite.create({ loadDataDir: new Blob([empty]) });
  await migrate(drizzle({ client: migrating, casing: DRIZZLE_CASING }), {
    migrationsFolder: MIGRATIONS_FOLDER,
  });
  const migrated = new Uint8Array(await (await migrating.dumpDataDir('none')).arrayBuffer());
  await migrating.close();

  // Complete or not there at all: a setup stopped halfway leaves only `.making`.
  const making = `${directory}.making`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making);
  writeFileSync(join(making, 'migrated.tar'), migrated);
  writeFileSync(join(making, 'empty.tar'), empty);
  const onDisk = await PGlite.create({
    dataDir: join(making, 'migrated'),
    loadDataDir: new Blob([migrated]),
  });
  await onDisk.close();
  renameSync(making, directory);
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
