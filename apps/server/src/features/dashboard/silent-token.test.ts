import { eq } from 'drizzle-orm';
import { SILENT_TOKEN_MESSAGES, type BackOfficeMember } from '@oola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentTokens } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Member = Identity;

async function silentTokenFor(member: Member): Promise<string> {
  const { status, body } = await call<{ silentToken: string }>(t, {
    method: 'GET',
    url: `/api/Login/GetSilentToken/${member.id}`,
    headers: member.auth,
  });
  expect(status).toBe(200);
  return body.silentToken;
}

const redeem = (silentToken: unknown) =>
  call<BackOfficeMember & { message?: string }>(t, {
    method: 'POST',
    url: '/api/Login/RedeemSilentToken',
    payload: { SilentToken: silentToken },
  });

describe('GET /api/Login/GetSilentToken/{userId}', () => {
  it("answers 403 for another member's id, 401 without a token", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    expect(
      (await call(t, { method: 'GET', url: `/api/Login/GetSilentToken/${other.id}`, headers: member.auth })).status,
    ).toBe(403);
    expect((await call(t, { method: 'GET', url: `/api/Login/GetSilentToken/${member.id}` })).status).toBe(401);
  });

  it('is no bearer token: it reads nothing and mints no further token', async () => {
    const member = await newMember(t);
    const silent = { authorization: `Bearer ${await silentTokenFor(member)}` };
    for (const url of [
      `/api/Customer/GetCustomerProfileInfo/${member.id}`,
      `/api/goals/GetUserGoalsGroupedByStatus/${member.id}`,
      `/api/Login/GetSilentToken/${member.id}`,
    ]) {
      expect((await call(t, { method: 'GET', url, headers: silent })).status).toBe(401);
    }
  });
});

describe('POST /api/Login/RedeemSilentToken', () => {
  it('tells the back office who the member is, once', async () => {
    const member = await newMember(t, { firstName: 'Dana', lastName: 'Reyes' });
    const token = await silentTokenFor(member);
    const first = await redeem(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      userId: member.id,
      firstName: 'Dana',
      lastName: 'Reyes',
      email: `member${member.id}@example.test`,
    });
    const second = await redeem(token);
    expect(second.status).toBe(401);
    expect(second.body).toEqual({ message: SILENT_TOKEN_MESSAGES.invalid });
  });

  it('refuses a token past its 2 minutes, and an unknown one', async () => {
    const member = await newMember(t);
    const token = await silentTokenFor(member);
    await t.database.db
      .update(silentTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(silentTokens.userId, member.id));
    expect((await redeem(token)).status).toBe(401);
    expect((await redeem('a'.repeat(43))).status).toBe(401);
  });

  it('answers 400 for a missing, non-string or oversized token', async () => {
    for (const bad of [undefined, 42, '', 'x'.repeat(129)]) {
      const { status, body } = await redeem(bad);
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    }
  });

  it('refuses a member’s session token: only silent tokens are exchanged', async () => {
    const member = await newMember(t);
    expect((await redeem(member.token)).status).toBe(401);
  });
});
