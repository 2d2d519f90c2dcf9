import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@oola/domain';
import { coachingSubscriptions, payments, users } from '../../db/schema/index.js';
import {
  newMember,
  newNonSubscriber,
  newActiveCoach,
  newInactiveCoach,
  addCard,
  GOOD_CARD,
  DECLINES_ON_CHARGE_CARD,
} from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { currentCoachId } from '../coaching/pairs/pairs.js';
import { newKey, selectCoach, LISTED_COACH } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const paying = { displayCoachingPayment: true };
const subscriptionOf = async (userId: number) =>
  (await t.database.db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.userId, userId)))[0];
const paymentRows = (userId: number) => t.database.db.select().from(payments).where(eq(payments.userId, userId));
const flag = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.displayCoachingPayment;

describe('POST FindCoach/SelectCoach/{coachId}', () => {
  it('selects at once, charging nothing, when displayCoachingPayment is false', async () => {
    const coach = await newActiveCoach(t, LISTED_COACH);
    const member = await newMember(t);
    const { status, body } = await selectCoach(t, member, coach.id, null);
    expect(status).toBe(200);
    expect(body).toEqual({ coachId: coach.id, charged: false, subscription: null });
    expect(await currentCoachId(t.database.db, member.id)).toBe(coach.id);
    expect(await paymentRows(member.id)).toEqual([]);
  });

  it('charges $50, opens the subscription a month long and the pair, and clears the flag', async () => {
    const coach = await newActiveCoach(t, LISTED_COACH);
    const member = await newMember(t, paying);
    await addCard(t, member);
    const before = t.clock.now();
    const { status, body } = await selectCoach(t, member, coach.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      coachId: coach.id,
      charged: true,
      subscription: { status: 'active', priceCents: 5000 },
    });
    const subscription = await subscriptionOf(member.id);
    const expectedEnd = new Date(before);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(Math.abs(subscription!.currentPeriodEnd.getTime() - expectedEnd.getTime())).toBeLessThan(4 * 86_400_000);
    expect(subscription!.currentPeriodEnd > before).toBe(true);
    expect(await currentCoachId(t.database.db, member.id)).toBe(coach.id);
    expect(await flag(member.id)).toBe(false);
    const account = await call(t, { method: 'GET', url: '/api/Payments/Account', headers: member.auth });
    expect(account.body).toMatchObject({
      card: { last4: '4242' },
      subscription: { status: 'active', currentPeriodEnd: subscription!.currentPeriodEnd.toISOString() },
      coach: { id: coach.id, sessionRate: 85 },
      displayCoachingPayment: false,
    });
    // Choosing another coach later moves the subscription, without a new charge.
    const next = await newActiveCoach(t, LISTED_COACH);
    expect((await selectCoach(t, member, next.id, null)).body).toMatchObject({ charged: false, coachId: next.id });
    expect((await subscriptionOf(member.id))!.coachId).toBe(next.id);
    expect(await paymentRows(member.id)).toHaveLength(1);
  });

  it('answers 402 on a decline with no pair and no subscription; a good card and a new key then succeed', async () => {
    const coach = await newActiveCoach(t, LISTED_COACH);
    const member = await newMember(t, paying);
    await addCard(t, member, DECLINES_ON_CHARGE_CARD);
    const declined = await selectCoach(t, member, coach.id);
    expect(declined).toMatchObject({
      status: 402,
      body: { message: PAYMENT_MESSAGES.declined, declineCode: 'card_declined' },
    });
    expect(await currentCoachId(t.database.db, member.id)).toBeNull();
    expect(await subscriptionOf(member.id)).toBeUndefined();
    await addCard(t, member, GOOD_CARD);
    expect((await selectCoach(t, member, coach.id)).status).toBe(200);
    expect(await currentCoachId(t.database.db, member.id)).toBe(coach.id);
  });

  it('charges once for a retried key', async () => {
    const coach = await newActiveCoach(t, LISTED_COACH);
    const member = await newMember(t, paying);
    await addCard(t, member);
    const key = newKey();
    const answers = await Promise.all([selectCoach(t, member, coach.id, key), selectCoach(t, member, coach.id, key)]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    expect((await selectCoach(t, member, coach.id, key)).status).toBe(200);
    expect(await paymentRows(member.id)).toHaveLength(1);
  });

  it('answers 400 without a key when payment is due, 409 without a card, writing nothing', async () => {
    const coach = await newActiveCoach(t, LISTED_COACH);
    const member = await newMember(t, paying);
    expect((await selectCoach(t, member, coach.id, null)).status).toBe(400);
    expect(await selectCoach(t, member, coach.id)).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MESSAGES.noCard },
    });
    expect(await currentCoachId(t.database.db, member.id)).toBeNull();
  });

  it('answers 401, 403 for a non-subscriber, 404 for a user who is not an active coach, 400 for a bad id', async () => {
    const coach = await newActiveCoach(t, LISTED_COACH);
    expect((await call(t, { method: 'POST', url: `/api/FindCoach/SelectCoach/${coach.id}` })).status).toBe(401);
    const guest = await newNonSubscriber(t);
    expect(await selectCoach(t, guest, coach.id)).toMatchObject({
      status: 403,
      body: { message: PAYMENT_MESSAGES.subscribersOnly },
    });
    const member = await newMember(t);
    const notCoach = await newMember(t);
    const retired = await newInactiveCoach(t, { profile: { sessionRate: 80 } });
    for (const id of [notCoach.id, retired.id, 999_999]) {
      expect(await selectCoach(t, member, id)).toMatchObject({
        status: 404,
        body: { message: PAYMENT_MESSAGES.coachNotFound },
      });
    }
    expect(
      (await call(t, { method: 'POST', url: '/api/FindCoach/SelectCoach/abc', headers: member.auth })).status,
    ).toBe(400);
    expect(await currentCoachId(t.database.db, member.id)).toBeNull();
  });
});
