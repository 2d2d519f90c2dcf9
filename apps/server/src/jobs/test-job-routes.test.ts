import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachingSubscriptions, payments } from '../db/schema/index.js';
import { selectCoach, LISTED_COACH } from '../features/payments/test-helpers.js';
import { newMember, newActiveCoach, addCard } from '../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../test/test-app.js';

let withClock: TestApp;
let production: TestApp;
beforeAll(async () => {
  withClock = await createTestApp({ config: { testClock: true } });
  production = await createTestApp();
});
afterAll(async () => Promise.all([withClock.close(), production.close()]));

const run = (t: TestApp, payload: Record<string, unknown>) =>
  call<{ ran?: string; message?: string }>(t, { method: 'POST', url: '/api/Test/RunRecurringJob', payload });

describe('running a sweep now (TEST_CLOCK)', () => {
  it('runs the named recurring job by the server clock', async () => {
    const coach = await newActiveCoach(withClock, LISTED_COACH);
    const member = await newMember(withClock, { displayCoachingPayment: true });
    await addCard(withClock, member);
    expect((await selectCoach(withClock, member, coach.id)).status).toBe(200);
    withClock.clock.advanceDays(32);
    const response = await run(withClock, { name: 'coaching-renewals' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ran: 'coaching-renewals' });
    expect(await withClock.database.db.select().from(payments).where(eq(payments.userId, member.id))).toHaveLength(2);
    const [subscription] = await withClock.database.db
      .select()
      .from(coachingSubscriptions)
      .where(eq(coachingSubscriptions.userId, member.id));
    expect(subscription!.currentPeriodEnd > withClock.clock.now()).toBe(true);
  });

  it('answers 404 for a job that is not recurring or not there, and 400 without a name', async () => {
    expect((await run(withClock, { name: 'send-email' })).status).toBe(404);
    expect((await run(withClock, { name: 'no-such-job' })).body.message).toBe('No recurring job is named no-such-job.');
    expect((await run(withClock, {})).status).toBe(400);
  });

  it('does not exist without TEST_CLOCK', async () => {
    expect((await run(production, { name: 'coaching-renewals' })).status).toBe(404);
  });
});
