import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@oola/domain';
import { mockFetch } from '../test/fetch-mock';
import { api, ApiError, NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from './api';
import { clearSession, getSession, setSession } from './session';
import { onShellEvent } from './shell-events';

const session = { token: 'abc', userId: 1005, userStepId: 4, isShopify: false, expiresAt: '2999-01-01T00:00:00Z' };

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('api()', () => {
  it('sends the bearer token and answers the JSON body', async () => {
    setSession(session as Session);
    const { fetchMock } = mockFetch(() => ({ status: 200, body: { userStepId: 4 } }));
    expect(await api('GET', 'customer/GetCurrentUserStep/1005')).toEqual({ userStepId: 4 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/customer/GetCurrentUserStep/1005');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('signs out on a 401 of a signed-in call', async () => {
    setSession(session as Session);
    mockFetch(() => ({ status: 401, body: { message: 'Your session has expired. Please sign in again.' } }));
    const events: string[] = [];
    const stop = onShellEvent((event) => events.push(event.type));
    await expect(api('GET', 'customer/GetCurrentUserStep/1005')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('oola.session')).toBeNull();
    expect(events).toContain('signedOut');
  });

  it("passes on the server's words when its 401 says why the session ended, and nothing when it does not", async () => {
    const because: (string | undefined)[] = [];
    const stop = onShellEvent((event) => event.type === 'signedOut' && because.push(event.because));
    setSession(session as Session);
    const changed = 'Your password was changed, so you were signed out. Please sign in again with the new password.';
    mockFetch(() => ({ status: 401, body: { message: changed, reason: 'password-changed' } }));
    await expect(api('GET', 'Account')).rejects.toMatchObject({ status: 401 });
    setSession(session as Session);
    mockFetch(() => ({ status: 401, body: { message: 'Your session has expired. Please sign in again.' } }));
    await expect(api('GET', 'Account')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(because).toEqual([changed, undefined]);
  });

  it('keeps the session when the caller handles the 401 itself (the login form)', async () => {
    setSession(session as Session);
    mockFetch(() => ({ status: 401, body: { data: { severity: 4, message: 'Wrong' } } }));
    await expect(api('POST', 'Login', {}, { handleUnauthorized: true })).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).not.toBeNull();
  });

  it('never shows internals: a 500 without a message and a network failure get plain messages', async () => {
    mockFetch(() => ({ status: 500 }));
    await expect(api('GET', 'x')).rejects.toMatchObject({ status: 500, message: SERVER_ERROR_MESSAGE });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('GET', 'x')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});
