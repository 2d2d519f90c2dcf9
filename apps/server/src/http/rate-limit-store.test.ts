import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema/index.js';
import { publicRoutes } from '../features/public/routes.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { registerErrorHandler } from './error-handler.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A server process of its own (a Fastify instance) on the test's database, limited to 2 calls a minute. */
async function serverProcess() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(publicRoutes, { prefix: '/api', db: t.database.db, rateLimitMax: 2 });
  return app;
}

const faq = (app: Awaited<ReturnType<typeof serverProcess>>, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/home/GetFrequentQuestions', remoteAddress });

describe('the rate limits counted in the database', () => {
  it('count the hits of one address on every process together, and other addresses apart', async () => {
    const [a, b] = [await serverProcess(), await serverProcess()];
    const first = await faq(a, '198.51.100.1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-remaining']).toBe('1');
    expect((await faq(b, '198.51.100.1')).statusCode).toBe(200);
    const third = await faq(a, '198.51.100.1');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(50);
    expect((await faq(b, '198.51.100.2')).statusCode).toBe(200);
    await Promise.all([a.close(), b.close()]);
  });

  it('start a new window once the last one ended, and sweep ended windows away', async () => {
    const app = await serverProcess();
    for (let i = 0; i < 3; i += 1) await faq(app, '198.51.100.3');
    expect((await faq(app, '198.51.100.3')).statusCode).toBe(429);
    // The window's end moved into the past, as a minute going by would.
    await t.database.db.update(rateLimitHits).set({ resetsAt: sql`now() - interval '1 second'` });
    expect((await faq(app, '198.51.100.3')).statusCode).toBe(200);
    expect((await faq(app, '198.51.100.3')).statusCode).toBe(200);
    expect((await faq(app, '198.51.100.3')).statusCode).toBe(429);

    await t.database.db.update(rateLimitHits).set({ resetsAt: sql`now() - interval '1 second'` });
    const later = await serverProcess();
    expect((await faq(later, '198.51.100.4')).statusCode).toBe(200);
    await expect
      .poll(async () => (await t.database.db.select().from(rateLimitHits)).map((row) => row.key))
      .toEqual([expect.stringContaining('198.51.100.4')]);
    const [row] = await t.database.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, 'public-content 198.51.100.4'));
    expect(row?.hits).toBe(1);
    await Promise.all([app.close(), later.close()]);
  });
});
