import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const valid = {
  firstName: 'Lena',
  lastName: 'Óskarsdóttir',
  email: 'Lena@Example.com',
  phone: '555-123-4567',
  password: 'a-long-pass',
  referredByAlias: 'JANEDOE',
};
const userCount = async () => (await t.database.db.select({ total: count() }).from(users))[0]!.total;

describe('POST /api/Enrollment/SignUp', () => {
  it('creates a member at step 0 with the referrer and answers a session that works like a login', async () => {
    await newMember(t, { webAlias: 'janedoe', userTypeId: 3 });
    const { status, body } = await call<{ token: string; userId: number; userStepId: number; userTypeId: number }>(t, {
      method: 'POST',
      url: '/api/enrollment/signup',
      payload: valid,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ userStepId: 0, userTypeId: 1, displayCoachingPayment: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.userId));
    expect(row).toMatchObject({
      email: 'lena@example.com',
      phone: '5551234567',
      referredByAlias: 'janedoe',
      stepId: 0,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const step = await call(t, {
      method: 'GET',
      url: `/api/customer/GetCurrentUserStep/${body.userId}`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(step.status).toBe(200);
    const login = await call(t, {
      method: 'POST',
      url: '/api/Login',
      payload: { userId: 'lena@example.com', password: 'a-long-pass', loginType: 3 },
    });
    expect(login.status).toBe(200);
  });

  it('answers 409 with the spec message for a taken email and writes nothing', async () => {
    const before = await userCount();
    const { status, body } = await call<{ message: string }>(t, {
      method: 'POST',
      url: '/api/Enrollment/SignUp',
      payload: { ...valid, email: 'LENA@example.com' },
    });
    expect(status).toBe(409);
    expect(body.message).toBe('An account with this email already exists. Please sign in.');
    expect(await userCount()).toBe(before);
  });

  it('answers 400 and writes nothing for a short password, bad phone, bad email or bad name', async () => {
    const before = await userCount();
    for (const patch of [
      { password: 'short' },
      { phone: '555 123' },
      { email: 'nope' },
      { firstName: 'R2D2' },
      { lastName: '' },
    ]) {
      const { status } = await call(t, {
        method: 'POST',
        url: '/api/Enrollment/SignUp',
        payload: { ...valid, email: 'other@example.com', ...patch },
      });
      expect(status, JSON.stringify(patch)).toBe(400);
    }
    expect(await userCount()).toBe(before);
  });

  it('keeps no referrer when the alias is unknown', async () => {
    const { body } = await call<{ userId: number }>(t, {
      method: 'POST',
      url: '/api/Enrollment/SignUp',
      payload: { ...valid, email: 'noref@example.com', referredByAlias: 'ghost' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.userId));
    expect(row!.referredByAlias).toBeNull();
  });

  it("keeps the browser's time zone when it is a known IANA zone, and answers it with the session", async () => {
    const { status, body } = await call<{ userId: number; timeZone: string | null }>(t, {
      method: 'POST',
      url: '/api/Enrollment/SignUp',
      payload: { ...valid, email: 'zone@example.com', timeZone: 'America/New_York' },
    });
    expect(status).toBe(200);
    expect(body.timeZone).toBe('America/New_York');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.userId));
    expect(row!.timeZone).toBe('America/New_York');
  });

  it('signs up with no time zone, never a 400, when the one sent is unknown, malformed or missing', async () => {
    const cases = [
      ['unknown', { timeZone: 'Mars/Olympus' }],
      ['malformed', { timeZone: 42 }],
      ['too long', { timeZone: 'x'.repeat(500) }],
      ['null', { timeZone: null }],
      ['missing', {}],
    ] as const;
    for (const [name, patch] of cases) {
      const { status, body } = await call<{ userId: number; timeZone: string | null }>(t, {
        method: 'POST',
        url: '/api/Enrollment/SignUp',
        payload: { ...valid, email: `zone-${name.replace(' ', '-')}@example.com`, ...patch },
      });
      expect(status, name).toBe(200);
      expect(body.timeZone, name).toBeNull();
      const [row] = await t.database.db.select().from(users).where(eq(users.id, body.userId));
      expect(row!.timeZone, name).toBeNull();
    }
  });

  it('answers 429 after 30 sign-ups from one address', async () => {
    const remoteAddress = '198.51.100.4';
    for (let i = 0; i < 30; i += 1) {
      await call(t, { method: 'POST', url: '/api/Enrollment/SignUp', remoteAddress, payload: {} });
    }
    const { status, body } = await call<{ message: string }>(t, {
      method: 'POST',
      url: '/api/Enrollment/SignUp',
      remoteAddress,
      payload: valid,
    });
    expect(status).toBe(429);
    expect(body.message).toMatch(/Please wait 10 minutes/);
  });
});
