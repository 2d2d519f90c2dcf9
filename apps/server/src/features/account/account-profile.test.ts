import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type AccountOverview } from '@oola/domain';
import { users } from '../../db/schema/index.js';
import { newMember, type Identity } from '../../test/factories/index.js';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { freshAddress } from './account-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changePhone = (who: Identity, payload: Record<string, unknown>) =>
  who.call<{ message: string }>({ method: 'PUT', url: '/api/Account/Phone', payload, remoteAddress: freshAddress() });
const phoneOf = async (id: number) =>
  (await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0]!.phone;
const loginByPhone = (phone: string) =>
  call<{ data?: { severity: number } }>(t, {
    method: 'POST',
    url: '/api/Login',
    payload: { userId: phone, password: TEST_PASSWORD, loginType: 1 },
    remoteAddress: freshAddress(),
  });

describe('GET /api/Account', () => {
  it('answers the caller’s names, e-mail, phone as 111-111-1111 and time zone', async () => {
    const member = await newMember(t, {
      firstName: 'Ana',
      lastName: 'Ruiz',
      phone: '5551234567',
      timeZone: 'Europe/Paris',
    });
    const answer = await member.call<AccountOverview>({ method: 'GET', url: '/api/Account' });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        userId: member.id,
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: `member${member.id}@example.test`,
        emailVerified: false,
        pendingEmail: null,
        phone: '555-123-4567',
        timeZone: 'Europe/Paris',
      },
    });
    expect((await call(t, { method: 'GET', url: '/api/Account' })).status).toBe(401);
  });
});

describe('PUT /api/Account/Phone', () => {
  it('saves the phone as digits; signing in by it then works', async () => {
    const member = await newMember(t);
    const answer = await changePhone(member, { phone: '555-777-0001', password: TEST_PASSWORD });
    expect(answer).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.phoneSaved } });
    expect(await phoneOf(member.id)).toBe('5557770001');
    expect((await loginByPhone('555-777-0001')).status).toBe(200);
  });

  it('lets a phone be shared; signing in by it then asks for the customer id', async () => {
    const member = await newMember(t);
    const household = await newMember(t, { phone: '5557770002' });
    expect((await changePhone(member, { phone: '5557770002', password: TEST_PASSWORD })).status).toBe(200);
    const login = await loginByPhone('555-777-0002');
    expect(login.status).toBe(401);
    expect(login.body.data?.severity).toBe(3);
    expect(await phoneOf(household.id)).toBe('5557770002');
  });

  it('answers 400 for a phone not written as 111-111-1111 or a wrong password, writing nothing', async () => {
    const member = await newMember(t);
    const before = await phoneOf(member.id);
    const bad = await changePhone(member, { phone: '(555) 777-0003', password: TEST_PASSWORD });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining('111-111-1111') } });
    const wrong = await changePhone(member, { phone: '555-777-0003', password: 'wrong-password' });
    expect(wrong).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.wrongCurrentPassword } });
    expect(await phoneOf(member.id)).toBe(before);
  });

  it('answers 401 without a token', async () => {
    const answer = await call(t, {
      method: 'PUT',
      url: '/api/Account/Phone',
      payload: { phone: '555-777-0004', password: TEST_PASSWORD },
    });
    expect(answer.status).toBe(401);
  });
});
