import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods, sessionCredits } from '../../../db/schema/index.js';
import { newMember } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { addCredits, NO_SESSIONS_LEFT, sessionsRemaining, spendCredit } from './ledger.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('session-credit ledger', () => {
  it('answers the sum of the entries, and the profile shows it with the card on file', async () => {
    const member = await newMember(t);
    const db = t.database.db;
    await addCredits(db, { userId: member.id, delta: 3, reason: 'purchase' });
    await db.transaction((tx) => spendCredit(tx, { userId: member.id, reason: 'session' }));
    expect(await sessionsRemaining(db, member.id)).toBe(2);

    await db.insert(paymentMethods).values({
      userId: member.id,
      provider: 'sandbox',
      providerMethodId: 'pm_test',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2040,
    });
    const profile = await call<{ sessionsRemaining: number; creditCardOnFile: boolean }>(t, {
      method: 'GET',
      url: `/api/Customer/GetCustomerProfileInfo/${member.id}`,
      headers: member.auth,
    });
    expect(profile.body).toMatchObject({ sessionsRemaining: 2, creditCardOnFile: true });
  });

  it('refuses to spend the last credit twice, even from two transactions at once', async () => {
    const member = await newMember(t);
    const db = t.database.db;
    await addCredits(db, { userId: member.id, delta: 1, reason: 'purchase' });
    const spend = () => db.transaction((tx) => spendCredit(tx, { userId: member.id, reason: 'session' }));
    const results = await Promise.allSettled([spend(), spend()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason.message).toBe(NO_SESSIONS_LEFT);
    expect(await sessionsRemaining(db, member.id)).toBe(0);
  });

  it('refuses a zero entry at the database, so the ledger never holds one', async () => {
    const member = await newMember(t);
    await expect(
      t.database.db.insert(sessionCredits).values({ userId: member.id, delta: 0, reason: 'purchase' }),
    ).rejects.toThrow();
    expect(await sessionsRemaining(t.database.db, member.id)).toBe(0);
  });
});
