import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../test/test-app.js';

const allOk = { database: 'ok', migrations: 'ok', queue: 'ok' };

describe('GET /api/ready', () => {
  it('answers 200 without a token when the database answers, every migration is applied and the queue runs', async () => {
    const t = await createTestApp();
    const { status, body } = await call(t, { method: 'GET', url: '/api/ready' });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready', checks: allOk, failed: [] });
    await t.close();
  });

  it('answers 503 naming the queue when the job queue has stopped', async () => {
    const t = await createTestApp();
    await t.app.jobs.stop();
    const { status, body } = await call(t, { method: 'GET', url: '/api/ready' });
    expect(status).toBe(503);
    expect(body).toEqual({ status: 'unavailable', checks: { ...allOk, queue: 'failed' }, failed: ['queue'] });
    await t.close();
  });

  it('answers 503 naming the migrations when the database lacks one of this build', async () => {
    const t = await createTestApp();
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const { status, body } = await call(t, { method: 'GET', url: '/api/ready' });
    expect(status).toBe(503);
    expect(body).toEqual({ status: 'unavailable', checks: { ...allOk, migrations: 'failed' }, failed: ['migrations'] });
    await t.close();
  });

  it('answers 503 naming the database (and the migrations it cannot tell) when the database is gone', async () => {
    const t = await createTestApp();
    await t.app.jobs.stop();
    await t.database.close();
    const { status, body } = await call(t, { method: 'GET', url: '/api/ready' });
    expect(status).toBe(503);
    expect(body).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', migrations: 'failed', queue: 'failed' },
      failed: ['database', 'migrations', 'queue'],
    });
    await t.app.close();
  });
});
