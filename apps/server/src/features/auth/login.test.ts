import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.js';
import { newMember, newNonSubscriber } from '../../test/factories/index.js';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
  call<{ token?: string; userStepId?: number; data?: { severity: number; message: string }; message?: string }>(t, {
    method: 'POST',
    url: '/api/Login',
    payload,
    remoteAddress,
  });

describe('POST /api/Login', () => {
  it('signs in by phone, customer id and email, answering the session', async () => {
    const member = await newMember(t, { step: 2, phone: '5550199001', email: 'ada@example.test' });
    for (const [userId, loginType] of [
      ['555-019-9001', 1],
      [String(member.id), 2],
      ['ADA@example.test', 3],
    ] as const) {
      const { status, body } = await login({ userId, password: TEST_PASSWORD, loginType });
      expect(status).toBe(200);
      expect(body.userStepId).toBe(2);
      expect(body.token).toMatch(/^[\w-]{43}$/);
    }
  });

  it('accepts the field names in any letter case', async () => {
    const member = await newMember(t);
    const { status } = await login({ UserId: String(member.id), PASSWORD: TEST_PASSWORD, logintype: 2 });
    expect(status).toBe(200);
  });

  it('answers -1 as the step of a non-subscriber', async () => {
    const member = await newNonSubscriber(t, { step: 4 });
    const { body } = await login({ userId: String(member.id), password: TEST_PASSWORD, loginType: 2 });
    expect(body.userStepId).toBe(-1);
  });

  it('gives the same answer for a wrong identifier and a wrong password', async () => {
    const member = await newMember(t);
    const wrongPassword = await login({ userId: String(member.id), password: 'nope-nope', loginType: 2 }, '10.0.1.1');
    const wrongId = await login({ userId: '987654', password: TEST_PASSWORD, loginType: 2 }, '10.0.1.2');
    expect(wrongPassword.status).toBe(401);
    expect(wrongId.status).toBe(401);
    expect(wrongId.body).toEqual(wrongPassword.body);
    expect(wrongId.body.data?.severity).toBe(4);
  });

  it('answers severity 3 for a phone shared by two accounts', async () => {
    await newMember(t, { phone: '5550177777' });
    await newMember(t, { phone: '5550177777' });
    const { status, body } = await login({ userId: '5550177777', password: TEST_PASSWORD, loginType: 1 });
    expect(status).toBe(401);
    expect(body.data?.severity).toBe(3);
  });

  it('rejects bad input with 400 and a clear message, creating no session', async () => {
    const before = await t.database.db.select({ n: count() }).from(sessions);
    const { status, body } = await login({ userId: '12-34', password: TEST_PASSWORD, loginType: 1 });
    expect(status).toBe(400);
    expect(body.message).toContain('111-111-1111');
    const missing = await login({ userId: '1', loginType: 2 });
    expect(missing.status).toBe(400);
    const after = await t.database.db.select({ n: count() }).from(sessions);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('locks an identifier out after 10 failures in 15 minutes, even with the right password', async () => {
    const member = await newMember(t);
    for (let attempt = 0; attempt < 10; attempt++) {
      const { status } = await login(
        { userId: String(member.id), password: 'wrong-pass', loginType: 2 },
        `10.1.0.${attempt}`,
      );
      expect(status).toBe(401);
    }
    const locked = await login({ userId: String(member.id), password: TEST_PASSWORD, loginType: 2 }, '10.1.1.1');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed sign-in attempts/);
  });

  it('locks an address out after 10 failures across identifiers', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      await login({ userId: String(700000 + attempt), password: 'wrong-pass', loginType: 2 }, '10.2.0.1');
    }
    const member = await newMember(t);
    const locked = await login({ userId: String(member.id), password: TEST_PASSWORD, loginType: 2 }, '10.2.0.1');
    expect(locked.status).toBe(429);
  });
});

describe('POST /api/Login/LoginShopifyCustomer', () => {
  it('exchanges a shop customer token for a shop-origin session', async () => {
    await newMember(t, { shopCustomerToken: 'shop-abc', isShopify: true });
    const { status, body } = await call<{ isShopify: boolean }>(t, {
      method: 'POST',
      url: '/api/login/loginshopifycustomer',
      payload: { CustomerToken: 'shop-abc' },
    });
    expect(status).toBe(200);
    expect(body.isShopify).toBe(true);
  });

  it('answers 401 for an unknown token and 400 for a missing one', async () => {
    const unknown = await call(t, {
      method: 'POST',
      url: '/api/Login/LoginShopifyCustomer',
      payload: { customerToken: 'x' },
    });
    expect(unknown.status).toBe(401);
    const missing = await call(t, { method: 'POST', url: '/api/Login/LoginShopifyCustomer', payload: {} });
    expect(missing.status).toBe(400);
  });
});

describe('POST /api/Logout', () => {
  it('revokes the token', async () => {
    const member = await newMember(t);
    const out = await call(t, { method: 'POST', url: '/api/Logout', headers: member.auth });
    expect(out.status).toBe(204);
    const after = await call(t, {
      method: 'GET',
      url: `/api/customer/GetCurrentUserStep/${member.id}`,
      headers: member.auth,
    });
    expect(after.status).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, { method: 'POST', url: '/api/Logout' })).status).toBe(401);
  });
});
