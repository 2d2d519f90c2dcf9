/**
 * Vitest global setup of the server projects: migrates ONE database (and installs the job queue's
 * tables) before any test file runs, and each test file starts from a copy of it (test-app.ts)
 * instead of creating and migrating its own.
 * On PGlite the copy is a dump of the migrated data folder; on PostgreSQL (TEST_DATABASE_URL) a
 * database created `WITH TEMPLATE` the migrated one. The migrated PGlite is also written out as a data
 * folder, which tests that start the server or a command line as a child process on the embedded
 * database copy (test/data-dir.ts): the child then skips initdb and the migrations.
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

/** The migrated PGlite as a dump (`pglite.tar`) and as a data folder (`pglite`), in a new temp folder. */
async function pgliteTemplate(): Promise<{ folder: string; file: string; dataDir: string }> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  await prepare(database);
  const dump = await database.dumpDataDir!();
  await database.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-test-template-'));
  const file = path.join(folder, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  const dataDir = path.join(folder, 'pglite');
  await (await PGlite.create({ dataDir, loadDataDir: dump })).close();
  return { folder, file, dataDir };
}

async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  await prepare(database);
  await database.close();
  return name;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // The server project's tests of child processes and of PGlite itself use the embedded database on
  // PostgreSQL runs too; the server-postgres project's never do.
  const [pglite, postgres] = await Promise.all([
    !serverUrl || project.name === 'server' ? pgliteTemplate() : null,
    serverUrl ? postgresTemplate(serverUrl) : null,
  ]);
  project.provide('pgliteTemplateFile', pglite?.file ?? null);
  project.provide('pgliteTemplateDir', pglite?.dataDir ?? null);
  project.provide('postgresTemplate', postgres);
  return async () => {
    if (pglite) fs.rmSync(pglite.folder, { recursive: true, force: true });
    if (serverUrl && postgres) await adminQuery(serverUrl, `drop database if exists ${postgres} with (force)`);
  };
}
