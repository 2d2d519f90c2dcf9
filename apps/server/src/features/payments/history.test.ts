import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_HISTORY_MESSAGES, type PaymentHistory, type PaymentReceipt } from '@oola/domain';
import { testConfig } from '../../config.js';
import {
  newMember,
  newPair,
  addCard,
  GOOD_CARD,
  DECLINED_CARD,
  DECLINES_ON_CHARGE_CARD,
} from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';
import type { PaymentDeps } from './charge.js';
import { paymentProviderFor } from './select-provider.js';
import { handlePaymentEvent } from './webhook.js';
import { newKey, purchase, putCard, LISTED_COACH } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Member = Identity;

const history = (member: Member) =>
  call<PaymentHistory>(t, { method: 'GET', url: '/api/Payments/History', headers: member.auth });
const receipt = (member: Member, paymentId: number | string) =>
  call<PaymentReceipt & { message: string }>(t, {
    method: 'GET',
    url: `/api/Payments/Receipt/${paymentId}`,
    headers: member.auth,
  });
const buyCourse = (member: Member, courseId: number) =>
  call(t, {
    method: 'POST',
    url: '/api/AdditionalCourse/Purchase',
    headers: { ...member.auth, 'idempotency-key': newKey() },
    payload: { userId: member.id, courseId },
  });

/** A member of coach Rita Stone ($85 a session) who bought 2 sessions, then course 1001 ($49) after a decline. */
async function memberWithPayments() {
  const { coach, client: member } = await newPair(t, {
    coach: { ...LISTED_COACH, firstName: 'Rita', lastName: 'Stone' },
    client: { firstName: 'Ada', lastName: 'Lovelace', timeZone: 'America/Denver' },
  });
  await addCard(t, member, GOOD_CARD);
  expect((await purchase(t, member, coach.id, 2)).status).toBe(200);
  t.clock.advanceDays(1);
  await addCard(t, member, DECLINES_ON_CHARGE_CARD);
  expect((await buyCourse(member, 1001)).status).toBe(402);
  t.clock.advanceDays(1);
  expect((await putCard(t, member, { ...GOOD_CARD, number: '5555 5555 5555 4444' })).status).toBe(200);
  expect((await buyCourse(member, 1001)).status).toBe(200);
  return member;
}

describe('GET Payments/History', () => {
  it('lists every attempt newest first: what, amount, the card charged, status', async () => {
    const member = await memberWithPayments();
    const { status, body } = await history(member);
    expect(status).toBe(200);
    expect(body.payments).toMatchObject([
      {
        purpose: 'course',
        description: 'Healthy Habits in 30 Days (program)',
        amountCents: 4900,
        status: 'succeeded',
        card: { brand: 'mastercard', last4: '4444' },
        refundedAt: null,
      },
      {
        purpose: 'course',
        amountCents: 4900,
        status: 'declined',
        declineCode: 'card_declined',
        card: { last4: '0341' },
      },
      {
        purpose: 'sessions',
        description: '2 × 30-minute coaching sessions with Rita Stone',
        amountCents: 17000,
        status: 'succeeded',
        card: { brand: 'visa', last4: '4242' },
      },
    ]);
  });

  it('shows a refund the provider reported, with its date', async () => {
    const member = await memberWithPayments();
    const [newest] = (await history(member)).body.payments;
    const deps: PaymentDeps = {
      db: t.database.db,
      clock: t.clock,
      events: t.app.events,
      provider: paymentProviderFor(testConfig(), t.clock),
    };
    t.clock.advanceDays(1);
    const refundedFrom = t.clock.now().getTime();
    await handlePaymentEvent(deps, {
      id: `evt_${newKey()}`,
      type: 'charge.refunded',
      paymentId: newest!.id,
      providerPaymentId: null,
      outcome: 'refunded',
      declineCode: null,
    });
    const [refunded] = (await history(member)).body.payments;
    expect(refunded).toMatchObject({ id: newest!.id, status: 'refunded' });
    const refundedAt = new Date(refunded!.refundedAt!).getTime();
    expect(refundedAt).toBeGreaterThanOrEqual(refundedFrom);
    expect(refundedAt).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await receipt(member, newest!.id)).body.payment.status).toBe('refunded');
  });

  it('answers an empty list for a member who never paid, and 401 without a token', async () => {
    const member = await newMember(t);
    expect((await history(member)).body).toEqual({ payments: [] });
    expect((await call(t, { method: 'GET', url: '/api/Payments/History' })).status).toBe(401);
  });
});

describe('GET Payments/Receipt/{paymentId}', () => {
  it('answers the receipt of a charged payment: number, item, card, who paid, the seller and the member’s zone', async () => {
    const member = await memberWithPayments();
    const [course] = (await history(member)).body.payments;
    const { status, body } = await receipt(member, course!.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      receiptNumber: `OOLA-R-${String(course!.id).padStart(6, '0')}`,
      payment: { id: course!.id, amountCents: 4900, card: { last4: '4444' } },
      quantity: 1,
      billedTo: { name: 'Ada Lovelace', email: `member${member.id}@example.test` },
      seller: { name: 'Oola' },
      timeZone: 'America/Denver',
    });
  });

  it('answers 409 for a declined payment, 404 for another member’s or an unknown id, 400 for a bad id, 401 without a token', async () => {
    const member = await memberWithPayments();
    const other = await newMember(t);
    const [course, declined] = (await history(member)).body.payments;
    expect(await receipt(member, declined!.id)).toMatchObject({
      status: 409,
      body: { message: PAYMENT_HISTORY_MESSAGES.noReceiptForDecline },
    });
    expect(await receipt(other, course!.id)).toMatchObject({
      status: 404,
      body: { message: PAYMENT_HISTORY_MESSAGES.receiptNotFound },
    });
    expect((await receipt(member, 999_999)).status).toBe(404);
    expect((await receipt(member, 'first')).status).toBe(400);
    expect((await call(t, { method: 'GET', url: `/api/Payments/Receipt/${course!.id}` })).status).toBe(401);
  });

  it('is not written for a card refused while saving (nothing was attempted)', async () => {
    const member = await newMember(t);
    expect((await putCard(t, member, DECLINED_CARD)).status).toBe(402);
    expect((await history(member)).body.payments).toEqual([]);
  });
});
