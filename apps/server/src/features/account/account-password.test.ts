import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, LOGIN_RATE_LIMIT } from '@oola/domain';
import { users } from '../../db/schema/index.js';
import { newMember, type Identity } from '../../test/factories/index.js';
import { hubSockets } from '../../test/hub-sockets.js';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { bearer, disconnection, freshAddress, signInAgain } from './account-test-helpers.js';

const NEW_PASSWORD = 'a-brand-new-secret';

let t: TestApp;
let hubs: Awaited<ReturnType<typeof hubSockets>>;
beforeAll(async () => {
  t = await createTestApp();
  hubs = await hubSockets(t);
});
afterAll(async () => {
  hubs.closeAll();
  await t.close();
});

const changePassword = (who: Identity, payload: Record<string, unknown>, remoteAddress = freshAddress()) =>
  who.call<{ message: string }>({ method: 'PUT', url: '/api/Account/Password', payload, remoteAddress });
const login = (id: number, password: string, remoteAddress = freshAddress()) =>
  call(t, {
    method: 'POST',
    url: '/api/Login',
    payload: { userId: String(id), password, loginType: 2 },
    remoteAddress,
  });
const passwordHashOf = async (id: number) =>
  (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;
const overview = (authorization: { authorization: string }) =>
  call(t, { method: 'GET', url: '/api/Account', headers: authorization });

describe('PUT /api/Account/Password', () => {
  it('sets the new password, keeps this session and ends every other one with its sockets', async () => {
    const member = await newMember(t);
    const otherDevice = await signInAgain(t, member.id);
    const socket = await hubs.connected('/notificationshub', otherDevice);
    const thisSocket = await hubs.connected('/notificationshub', member.token);
    const ended = disconnection(socket);

    const answer = await changePassword(member, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(answer).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.passwordChanged } });
    expect(await ended).toBe('io server disconnect');
    expect(thisSocket.connected).toBe(true);
    expect((await overview(member.auth)).status).toBe(200);
    expect((await overview(bearer(otherDevice))).status).toBe(401);
    expect((await login(member.id, NEW_PASSWORD)).status).toBe(200);
    expect((await login(member.id, TEST_PASSWORD)).status).toBe(401);
  });

  it('refuses a wrong current password with a 400 and changes nothing', async () => {
    const member = await newMember(t);
    const otherDevice = await signInAgain(t, member.id);
    const before = await passwordHashOf(member.id);
    const answer = await changePassword(member, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(answer).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.wrongCurrentPassword } });
    expect(await passwordHashOf(member.id)).toBe(before);
    expect((await overview(bearer(otherDevice))).status).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins: the account locks, here and on the sign-in form', async () => {
    const member = await newMember(t);
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailures; attempt++) {
      expect((await changePassword(member, { currentPassword: 'guess', newPassword: NEW_PASSWORD })).status).toBe(400);
    }
    const locked = await changePassword(member, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(locked.status).toBe(429);
    expect((await login(member.id, TEST_PASSWORD)).status).toBe(429);
    expect((await login(member.id, NEW_PASSWORD)).status).toBe(429);
  });

  it('answers 400 for a new password the rules refuse, or the same one, writing nothing', async () => {
    const member = await newMember(t);
    const before = await passwordHashOf(member.id);
    const short = await changePassword(member, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/at least 8 characters/);
    expect((await changePassword(member, { newPassword: NEW_PASSWORD })).status).toBe(400);
    const same = await changePassword(member, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.samePassword } });
    expect(await passwordHashOf(member.id)).toBe(before);
  });

  it('answers 401 without a token', async () => {
    const answer = await call(t, {
      method: 'PUT',
      url: '/api/Account/Password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(answer.status).toBe(401);
  });
});
