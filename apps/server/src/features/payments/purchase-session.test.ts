import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@oola/domain';
import { payments, sessionCredits } from '../../db/schema/index.js';
import {
  newMember,
  newNonSubscriber,
  newActiveCoach,
  newPair,
  addCard,
  GOOD_CARD,
  DECLINED_CARD,
  DECLINES_ON_CHARGE_CARD,
} from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionsRemaining } from '../coaching/credits/ledger.js';
import { newKey, purchase, putCard, LISTED_COACH } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A member paired with a coach at $85 a session, with the card given (or none). */
async function memberWithCoach(card: Record<string, unknown> | null = GOOD_CARD) {
  const { coach, client: member } = await newPair(t, { coach: LISTED_COACH });
  if (card) await addCard(t, member, card);
  return { coach, member };
}

const ledger = (userId: number) => t.database.db.select().from(sessionCredits).where(eq(sessionCredits.userId, userId));
const paymentRows = (userId: number) => t.database.db.select().from(payments).where(eq(payments.userId, userId));

describe('POST Coach/PurchaseSession', () => {
  it('charges the coach’s rate × quantity and adds the credits to the ledger', async () => {
    const { coach, member } = await memberWithCoach();
    const { status, body } = await purchase(t, member, coach.id, 3);
    expect(status).toBe(200);
    expect(body).toEqual({
      message: 'Session purchase successful',
      quantity: 3,
      amountCents: 25500,
      sessionsRemaining: 3,
    });
    const [payment] = await paymentRows(member.id);
    expect(payment).toMatchObject({ status: 'succeeded', purpose: 'sessions', amountCents: 25500, coachId: coach.id });
    expect(await ledger(member.id)).toMatchObject([{ delta: 3, reason: 'purchase', paymentId: payment!.id }]);
    const profile = await call(t, {
      method: 'GET',
      url: `/api/Customer/GetCustomerProfileInfo/${member.id}`,
      headers: member.auth,
    });
    expect(profile.body).toMatchObject({ sessionsRemaining: 3, creditCardOnFile: true });
  });

  it('answers 400 with the spec’s text for quantity 0, and for a missing or malformed key, writing nothing', async () => {
    const { coach, member } = await memberWithCoach();
    const zero = await purchase(t, member, coach.id, 0);
    expect(zero).toMatchObject({ status: 400, body: { message: PAYMENT_MESSAGES.quantityRequired } });
    const noKey = await call(t, {
      method: 'POST',
      url: '/api/Coach/PurchaseSession',
      headers: member.auth,
      payload: { coachId: coach.id, userId: member.id, quantity: 2 },
    });
    expect(noKey.status).toBe(400);
    expect((await purchase(t, member, coach.id, 2, 'short')).status).toBe(400);
    expect((await purchase(t, member, coach.id, -1)).status).toBe(400);
    expect(await paymentRows(member.id)).toEqual([]);
  });

  it('answers 401 without a token, 403 for another member’s id or a coach not theirs, 403 for a non-subscriber', async () => {
    const { coach, member } = await memberWithCoach();
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/Coach/PurchaseSession',
      payload: { coachId: coach.id, userId: member.id, quantity: 1 },
    });
    expect(anonymous.status).toBe(401);
    const other = await newMember(t);
    const forOther = await call(t, {
      method: 'POST',
      url: '/api/Coach/PurchaseSession',
      headers: { ...member.auth, 'idempotency-key': newKey() },
      payload: { coachId: coach.id, userId: other.id, quantity: 1 },
    });
    expect(forOther.status).toBe(403);
    const stranger = await newActiveCoach(t, { profile: { sessionRate: 60 } });
    expect(await purchase(t, member, stranger.id, 1)).toMatchObject({
      status: 403,
      body: { message: PAYMENT_MESSAGES.notYourCoach },
    });
    const guest = await newNonSubscriber(t);
    expect((await purchase(t, guest, coach.id, 1)).status).toBe(403);
    expect(await paymentRows(member.id)).toEqual([]);
  });

  it('answers 409 without a card on file or when the coach has no rate', async () => {
    const { coach, member } = await memberWithCoach(null);
    expect(await purchase(t, member, coach.id, 1)).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MESSAGES.noCard },
    });
    const { coach: rateless, client } = await newPair(t, { coach: { profile: { sessionRate: null } } });
    await addCard(t, client);
    expect(await purchase(t, client, rateless.id, 1)).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MESSAGES.noSessionRate },
    });
  });

  it('answers 402 with the decline reason when the card is declined, adding no credit', async () => {
    const { coach, member } = await memberWithCoach(DECLINES_ON_CHARGE_CARD);
    const key = newKey();
    const first = await purchase(t, member, coach.id, 2, key);
    expect(first).toMatchObject({
      status: 402,
      body: {
        message: PAYMENT_MESSAGES.declined,
        declineCode: 'card_declined',
        declineMessage: 'Your card was declined.',
      },
    });
    // The same key answers the same decline; a new card and a new key succeed.
    expect((await purchase(t, member, coach.id, 2, key)).status).toBe(402);
    await addCard(t, member);
    expect((await purchase(t, member, coach.id, 2)).status).toBe(200);
    expect((await paymentRows(member.id)).map((row) => row.status).sort()).toEqual(['declined', 'succeeded']);
    expect(await sessionsRemaining(t.database.db, member.id)).toBe(2);
  });

  it('declines a card that expired since it was saved (expired_card), by the server’s clock', async () => {
    const thisMonth = new Date();
    const { coach, member } = await memberWithCoach({
      ...GOOD_CARD,
      expMonth: thisMonth.getUTCMonth() + 1,
      expYear: thisMonth.getUTCFullYear(),
    });
    t.clock.advanceDays(40);
    expect(await purchase(t, member, coach.id, 1)).toMatchObject({
      status: 402,
      body: { declineCode: 'expired_card' },
    });
  });

  it('charges once for a retried key: one payment, one credit entry', async () => {
    const { coach, member } = await memberWithCoach();
    const key = newKey();
    const first = await purchase(t, member, coach.id, 2, key);
    const again = await purchase(t, member, coach.id, 2, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toMatchObject({ sessionsRemaining: 2 });
    expect(await paymentRows(member.id)).toHaveLength(1);
    expect(await ledger(member.id)).toHaveLength(1);
    // The key for another purchase is refused.
    expect(await purchase(t, member, coach.id, 5, key)).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MESSAGES.keyReused },
    });
  });

  it('charges once for two parallel requests with the same key', async () => {
    const { coach, member } = await memberWithCoach();
    const key = newKey();
    const answers = await Promise.all([purchase(t, member, coach.id, 4, key), purchase(t, member, coach.id, 4, key)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(await paymentRows(member.id)).toHaveLength(1);
    expect(await sessionsRemaining(t.database.db, member.id)).toBe(4);
  });

  it('refuses the declined test card when saving it, so no purchase can use it', async () => {
    const { coach, member } = await memberWithCoach(null);
    expect((await putCard(t, member, DECLINED_CARD)).status).toBe(402);
    expect((await purchase(t, member, coach.id, 1)).status).toBe(409);
  });
});
