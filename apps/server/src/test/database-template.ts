/**
 * Vitest global setup of the server projects: migrates ONE database (and installs the job queue's
 * tables) before any test file runs, and each test file starts from a copy of it (test-app.ts)
 * instead of creating and migrating its own.
 * On PGlite the copy is a dump of the migrated data folder; on PostgreSQL (TEST_DATABASE_URL) a
 * database created `WITH TEMPLATE` the migrated one. On PGlite the same database is also written out
 * as a data folder, which tests that start the server or a command line as a child process copy
 * (test/data-dir.ts): the child then skips initdb and the migrations.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';

/** Migrations, then what the app installs when it is built (the job queue's schema and queues). */
async function prepare(database: Database): Promise<void> {
  await database.migrate();
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  await app.close();
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
    await prepare(database);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplateFile', null);
    project.provide('pgliteTemplateDir', null);
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  await prepare(database);
  const dump = await database.dumpDataDir!();
  await database.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-test-template-'));
  const file = path.join(folder, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  const dataDir = path.join(folder, 'pglite');
  await (await PGlite.create({ dataDir, loadDataDir: dump })).close();
  project.provide('pgliteTemplateFile', file);
  project.provide('pgliteTemplateDir', dataDir);
  project.provide('postgresTemplate', null);
  return async () => fs.rmSync(folder, { recursive: true, force: true });
}
