import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('answers the database kind and the latest applied migration, without a token', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const { status, body } = await call(t, { method: 'GET', url: '/api/health' });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      migration: journal.entries.at(-1)?.tag,
    });
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503 so a load balancer stops sending requests here', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const { status, body } = await call(broken, { method: 'GET', url: '/api/health' });
    expect(status).toBe(503);
    expect(body).toEqual({ status: 'unavailable', database: broken.database.kind });
    await broken.app.close();
  });
});
