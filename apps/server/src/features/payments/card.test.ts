import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES, PAYMENT_MESSAGES } from '@oola/domain';
import { paymentMethods } from '../../db/schema/index.js';
import { newMember, addCard, GOOD_CARD, DECLINED_CARD } from '../../test/factories/index.js';
import { call, type TestApp, createTestApp } from '../../test/test-app.js';
import { putCard } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the card on file (sandbox)', () => {
  it('is null until set, then brand, last 4 and expiry; a new card replaces it', async () => {
    const member = await newMember(t);
    const empty = await call(t, { method: 'GET', url: '/api/Payments/Card', headers: member.auth });
    expect(empty).toMatchObject({ status: 200, body: { card: null } });

    expect(await putCard(t, member)).toMatchObject({
      status: 200,
      body: { card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: GOOD_CARD.expYear } },
    });
    const mastercard = { ...GOOD_CARD, number: '5555 5555 5555 4444', expMonth: 3 };
    expect((await putCard(t, member, mastercard)).body).toEqual({
      card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: GOOD_CARD.expYear },
    });
    const read = await call(t, { method: 'GET', url: '/api/Payments/Card', headers: member.auth });
    expect(read.body).toEqual({
      card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: GOOD_CARD.expYear },
    });
    const rows = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, member.id));
    expect(rows.map((row) => [row.last4, row.detachedAt === null])).toEqual([
      ['4242', false],
      ['4444', true],
    ]);
  });

  it('declines 4000 0000 0000 0002 (card_declined) and an expired card (expired_card) with 402, keeping the old card', async () => {
    const member = await newMember(t);
    await addCard(t, member);
    expect(await putCard(t, member, DECLINED_CARD)).toMatchObject({
      status: 402,
      body: {
        message: PAYMENT_MESSAGES.declined,
        declineCode: 'card_declined',
        declineMessage: 'Your card was declined.',
      },
    });
    const expired = { ...GOOD_CARD, expMonth: 1, expYear: 2020 };
    expect(await putCard(t, member, expired)).toMatchObject({
      status: 402,
      body: { declineCode: 'expired_card', declineMessage: 'Your card has expired.' },
    });
    const read = await call(t, { method: 'GET', url: '/api/Payments/Card', headers: member.auth });
    expect(read.body).toMatchObject({ card: { last4: '4242' } });
  });

  it('refuses a malformed card with 400 and Stripe’s messages, writing nothing', async () => {
    const member = await newMember(t);
    const bad = await putCard(t, member, { number: '4242 4242 4242 4241', expMonth: 12, expYear: 2030, cvc: '1' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'number', message: CARD_MESSAGES.numberInvalid },
        { path: 'cvc', message: CARD_MESSAGES.cvcIncomplete },
      ]),
    });
    expect((await putCard(t, member, { number: '4242', cvc: '123' })).body).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'number', message: CARD_MESSAGES.numberIncomplete },
        { path: 'expMonth', message: CARD_MESSAGES.expiryIncomplete },
      ]),
    });
    expect((await putCard(t, member, { paymentMethodId: 'pm_123' })).status).toBe(400);
    const rows = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, member.id));
    expect(rows).toEqual([]);
  });

  it('answers the account: card, subscription, sessions and coach', async () => {
    const member = await newMember(t, { displayCoachingPayment: true });
    const account = await call(t, { method: 'GET', url: '/api/Payments/Account', headers: member.auth });
    expect(account).toMatchObject({
      status: 200,
      body: { card: null, subscription: null, sessionsRemaining: 0, coach: null, displayCoachingPayment: true },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, { method: 'GET', url: '/api/Payments/Card' })).status).toBe(401);
    expect((await call(t, { method: 'GET', url: '/api/Payments/Account' })).status).toBe(401);
    expect((await call(t, { method: 'POST', url: '/api/Payments/SetupIntent' })).status).toBe(401);
    expect((await call(t, { method: 'PUT', url: '/api/Payments/Card', payload: GOOD_CARD })).status).toBe(401);
  });

  it('has no SetupIntent with the sandbox (409)', async () => {
    const member = await newMember(t);
    const { status } = await call(t, { method: 'POST', url: '/api/Payments/SetupIntent', headers: member.auth });
    expect(status).toBe(409);
  });

  it('never stores a full card number or security code anywhere in the database', async () => {
    const member = await newMember(t);
    await addCard(t, member, { ...GOOD_CARD, number: '4000 0566 5566 5556', cvc: '987' });
    const dump = await t.database.db.execute(sql`
      select string_agg(t::text, ' ') as text from (
        select row_to_json(m)::text as t from payment_methods m
        union all select row_to_json(c)::text from payment_customers c
        union all select row_to_json(p)::text from payments p) rows`);
    const text = String((dump as unknown as { rows: { text: string | null }[] }).rows[0]?.text);
    expect(text).toContain('5556');
    // Whole values only: a timestamp's milliseconds (".987") or a random id may hold the same digits.
    expect(text).not.toMatch(/(?<![\w.])(4000\s*0566\s*5566\s*5556|4000\s*0566|5566\s*5556|987)(?!\w)/);
  });
});
