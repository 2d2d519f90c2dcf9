import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_END_MESSAGES } from '@oola/domain';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { bearer, freshAddress, signInAgain } from './account-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const overview = (token: string) =>
  call<{ message: string; reason?: string }>(t, { method: 'GET', url: '/api/Account', headers: bearer(token) });

describe('the 401 of a session that ended says why', () => {
  it('names a password change made on another device', async () => {
    const member = await newMember(t);
    const otherDevice = await signInAgain(t, member.id);
    const changed = await member.call({
      method: 'PUT',
      url: '/api/Account/Password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-secret' },
      remoteAddress: freshAddress(),
    });
    expect(changed.status).toBe(200);
    const refused = await overview(otherDevice);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      reason: 'password-changed',
      message: SESSION_END_MESSAGES['password-changed'],
    });
  });

  it('names a session ended from another device, and says nothing more for a token it never issued', async () => {
    const member = await newMember(t);
    const otherDevice = await signInAgain(t, member.id);
    expect((await member.call({ method: 'POST', url: '/api/Account/Sessions/EndOthers' })).status).toBe(200);
    const refused = await overview(otherDevice);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ reason: 'session-ended', message: SESSION_END_MESSAGES['session-ended'] });

    const unknown = await overview('not-a-token-we-issued');
    expect(unknown.status).toBe(401);
    expect(unknown.body.reason).toBeUndefined();
  });
});
