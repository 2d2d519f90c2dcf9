import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { newMember } from '../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../test/test-app.js';

/**
 * A database error in one request must never reach the next one. On the embedded database the
 * pool used to drop its connection on error and open a new one on the same session, where the
 * named prepared statements of sign-in still existed: every later sign-in answered 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    addRoutes: (app) => {
      app.get('/api/test/database-error', async () => t.database.db.execute(sql`select ${'nul \u0000 byte'}::text`));
      app.get('/api/test/failed-transaction', async () =>
        t.database.db.transaction(async (tx) => {
          await tx.update(users).set({ firstName: 'Half-written' });
          await tx.execute(sql`select 1 / 0`);
        }),
      );
    },
  });
});
afterAll(async () => t.close());

describe('after a request fails in the database', () => {
  it('signs in and reads as before, with nothing of the failed request written', async () => {
    const member = await newMember(t);
    const read = () =>
      call(t, { method: 'GET', url: `/api/customer/GetCurrentUserStep/${member.id}`, headers: member.auth });
    expect((await read()).status).toBe(200);

    for (const url of ['/api/test/database-error', '/api/test/failed-transaction', '/api/test/database-error']) {
      const failed = await call<{ message: string }>(t, { method: 'GET', url });
      expect(failed.status).toBe(500);
      expect(failed.body.message).toBe('Something went wrong on our side. Please try again.');
    }

    const again = await newMember(t);
    expect(again.token).toMatch(/\S{32,}/);
    expect((await read()).status).toBe(200);
    const health = await call(t, { method: 'GET', url: '/api/health' });
    expect(health.status).toBe(200);
    const names = await t.database.db.select({ firstName: users.firstName }).from(users);
    expect(names.every((row) => row.firstName !== 'Half-written')).toBe(true);
  });
});
