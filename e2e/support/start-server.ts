/**
 * Starts the real server for the Playwright run with demo data on a fresh
 * embedded database, or on a freshly recreated database named by
 * E2E_DATABASE_URL on a PostgreSQL server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SERVER_NODE_ARGS } from '../../apps/server/src/node-args';

const dataDir = path.resolve(`.e2e-data/${process.env.PORT ?? 'default'}`);
fs.rmSync(dataDir, { recursive: true, force: true });

/** Drops and creates the database of `url` through the server's `postgres` database. */
async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`E2E_DATABASE_URL needs a plain database name, not "${name}"`);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

// TEST_CLOCK: specs move the server's clock forward (POST /api/Test/AdvanceClock) to reach drip unlocks,
// and put it back (POST /api/Test/ResetClock) when they are done: see support/server-clock.ts.
// PUSH_ALLOW_LOOPBACK: a spec may subscribe the test push receiver (apps/server/src/test/push-receiver.ts) on 127.0.0.1.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DEMO: 'true',
  TEST_CLOCK: 'true',
  PUSH_ALLOW_LOOPBACK: 'true',
};
if (process.env.E2E_WEB_DIST) env.WEB_DIST_DIR = process.env.E2E_WEB_DIST;
if (process.env.E2E_DATABASE_URL) {
  await recreateDatabase(process.env.E2E_DATABASE_URL);
  env.DATABASE_URL = process.env.E2E_DATABASE_URL;
} else {
  delete env.DATABASE_URL;
}

const child = spawn(process.execPath, SERVER_NODE_ARGS, { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
