import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Session } from '@oola/domain';
import { coachSelectionSkips } from '../../../db/schema/index.js';
import { newMember } from '../../../test/factories/index.js';
import { call, createTestApp, TEST_PASSWORD, type Identity, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const skip = (who?: Identity) =>
  call(t, { method: 'POST', url: '/api/FindCoach/SkipCoachSelection', headers: who?.auth });

const skipsOf = (who: Identity) =>
  t.database.db.select().from(coachSelectionSkips).where(eq(coachSelectionSkips.userId, who.id));

/** A new sign-in of the member, as on another device. */
async function signIn(who: Identity): Promise<Session> {
  const { status, body } = await call<Session>(t, {
    method: 'POST',
    url: '/api/Login',
    payload: { userId: String(who.id), password: TEST_PASSWORD, loginType: 2 },
  });
  expect(status).toBe(200);
  return body;
}

describe('POST /api/FindCoach/SkipCoachSelection', () => {
  it('answers 401 without a token, and remembers nothing', async () => {
    expect((await skip()).status).toBe(401);
    expect(await t.database.db.select().from(coachSelectionSkips)).toEqual([]);
  });

  it("remembers the member's 'not now' for every later sign-in, and for that member only", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    expect((await signIn(member)).coachSelectionSkipped).toBe(false);

    expect((await skip(member)).status).toBe(204);

    expect((await signIn(member)).coachSelectionSkipped).toBe(true);
    expect((await signIn(other)).coachSelectionSkipped).toBe(false);
  });

  it('is idempotent: a repeat answers 204 and keeps the first answer', async () => {
    const member = await newMember(t);
    expect((await skip(member)).status).toBe(204);
    const first = await skipsOf(member);
    t.clock.advanceDays(1);

    expect(
      (await call(t, { method: 'POST', url: '/api/findcoach/skipcoachselection', headers: member.auth })).status,
    ).toBe(204);

    expect(first).toHaveLength(1);
    expect(await skipsOf(member)).toEqual(first);
    expect((await signIn(member)).coachSelectionSkipped).toBe(true);
  });
});
