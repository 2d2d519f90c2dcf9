import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCredits } from '../../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts.js';
import { newMember } from '../../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { sessionsRemaining } from './ledger.js';
import { DEMO_SESSION_CREDITS, seedDemoSessionCredits } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the demo session credits', () => {
  it('give 1005 and 1006 one pack each, once, and never add to a ledger that has entries', async () => {
    const db = t.database.db;
    const demo = DEMO_ACCOUNTS.filter((account) => [1005, 1006, 2001].includes(account.id!));
    for (const account of demo) await newMember(t, account);
    await db.insert(sessionCredits).values({ userId: 1006, delta: 2, reason: 'purchase' });

    await seedDemoSessionCredits(db);
    await seedDemoSessionCredits(db);

    expect(await sessionsRemaining(db, 1005)).toBe(DEMO_SESSION_CREDITS.sessions);
    expect(await sessionsRemaining(db, 1006)).toBe(2);
    const pack = await db.select().from(sessionCredits).where(eq(sessionCredits.userId, 1005));
    expect(pack).toEqual([
      expect.objectContaining({ coachId: 2001, delta: DEMO_SESSION_CREDITS.sessions, reason: 'purchase' }),
    ]);
  });
});
