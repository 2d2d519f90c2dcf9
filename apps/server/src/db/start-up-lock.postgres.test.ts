/**
 * PostgreSQL only (the vitest project server-postgres): server processes started together on an
 * empty database take turns to migrate it and add the demo data (start-up-lock.ts), so every one
 * comes up, with one set of demo data.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from '../server-process.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `test_${randomBytes(6).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-lock-'));

async function admin(sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  killServerProcesses();
  await admin(`drop database if exists ${name} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server processes started together on an empty database', () => {
  it('all come up, migrated once and seeded once', { timeout: 180_000 }, async () => {
    if (!serverUrl) throw new Error('This test needs PostgreSQL: set TEST_DATABASE_URL.');
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), DEMO: 'true', DATA_DIR: dataDir };
    const servers = await Promise.all([startServerProcess(env), startServerProcess(env), startServerProcess(env)]);
    const healths = await Promise.all(servers.map(async (server) => (await fetch(`${server.url}/api/health`)).json()));
    expect(new Set(healths.map((health) => JSON.stringify(health))).size).toBe(1);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as demo from users where id in (1005, 2001, 9001)');
    await client.end();
    expect(rows[0].demo).toBe(3);
  });
});
