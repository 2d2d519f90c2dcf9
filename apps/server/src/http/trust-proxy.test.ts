import { LOGIN_RATE_LIMIT } from '@oola/domain';
import { afterAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../config.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const opened: TestApp[] = [];
afterAll(async () => Promise.all(opened.map((testApp) => testApp.close())));

async function appTrusting(trustProxy: TrustProxy): Promise<TestApp> {
  const testApp = await createTestApp({ config: { trustProxy } });
  opened.push(testApp);
  return testApp;
}

/** A failed sign-in for a new identifier each time, so only the address key of the lockout counts. */
let attempt = 0;
const failSignIn = (testApp: TestApp, remoteAddress: string, forwardedFor?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/Login',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { userId: String(800_000 + (attempt += 1)), password: 'wrong-pass', loginType: 2 },
  });

async function lockOut(testApp: TestApp, remoteAddress: string, forwardedFor?: string): Promise<void> {
  for (let failure = 0; failure < LOGIN_RATE_LIMIT.maxFailures; failure += 1) {
    expect((await failSignIn(testApp, remoteAddress, forwardedFor)).statusCode).toBe(401);
  }
  expect((await failSignIn(testApp, remoteAddress, forwardedFor)).statusCode).toBe(429);
}

describe('the caller address behind limits and the sign-in lockout', () => {
  it('is the connection’s own address by default: another X-Forwarded-For does not lift a lockout', async () => {
    const testApp = await appTrusting(false);
    await lockOut(testApp, '198.51.100.20', '203.0.113.1');
    expect((await failSignIn(testApp, '198.51.100.20', '203.0.113.99')).statusCode).toBe(429);
    expect((await failSignIn(testApp, '198.51.100.21')).statusCode).toBe(401);
  });

  it('is the address the trusted proxy forwarded when TRUST_PROXY names the proxy', async () => {
    const testApp = await appTrusting(['10.0.0.5']);
    await lockOut(testApp, '10.0.0.5', '203.0.113.1');
    expect((await failSignIn(testApp, '10.0.0.5', '203.0.113.1')).statusCode).toBe(429);
    expect((await failSignIn(testApp, '10.0.0.5', '203.0.113.2')).statusCode).toBe(401);
    // A client that reaches the server past the proxy cannot pick its address.
    await lockOut(testApp, '198.51.100.30', '203.0.113.3');
    expect((await failSignIn(testApp, '198.51.100.30', '203.0.113.4')).statusCode).toBe(429);
  });

  it('takes the last hop’s word only, with a hop count of 1: a forged first entry changes nothing', async () => {
    const testApp = await appTrusting(1);
    await lockOut(testApp, '10.0.0.5', '203.0.113.7');
    expect((await failSignIn(testApp, '10.0.0.5', '192.0.2.1, 203.0.113.7')).statusCode).toBe(429);
  });
});

describe('whether a request came over HTTPS (the CSP’s upgrade-insecure-requests and HSTS)', () => {
  const overHttps = async (testApp: TestApp, remoteAddress: string) => {
    const response = await testApp.app.inject({
      url: '/api/health',
      remoteAddress,
      headers: { 'x-forwarded-proto': 'https' },
    });
    return response.headers['strict-transport-security'] !== undefined;
  };

  it('is the trusted proxy’s X-Forwarded-Proto, never a client’s', async () => {
    const testApp = await appTrusting(['10.0.0.5']);
    expect(await overHttps(testApp, '10.0.0.5')).toBe(true);
    expect(await overHttps(testApp, '198.51.100.30')).toBe(false);
    expect(await overHttps(await appTrusting(false), '10.0.0.5')).toBe(false);
  });
});
