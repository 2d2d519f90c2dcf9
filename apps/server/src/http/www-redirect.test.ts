import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let testApps: TestApp[];
let redirecting: FastifyInstance;
let plain: FastifyInstance;

beforeAll(async () => {
  testApps = await Promise.all(
    [true, false].map((wwwRedirect) =>
      createTestApp({ config: { wwwRedirect, publicUrl: 'https://www.example.org' } }),
    ),
  );
  [redirecting, plain] = testApps.map((testApp) => testApp.app) as [FastifyInstance, FastifyInstance];
});
afterAll(async () => {
  await Promise.all(testApps.map((testApp) => testApp.close()));
});

describe('www redirect', () => {
  it('redirects the bare host to the www host, keeping the path and query', async () => {
    const response = await redirecting.inject({
      method: 'GET',
      url: '/FreeTest/janedoe?ref=x',
      headers: { host: 'example.org' },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://www.example.org/FreeTest/janedoe?ref=x');
    const www = await redirecting.inject({ method: 'GET', url: '/api/Settings', headers: { host: 'www.example.org' } });
    expect(www.statusCode).toBe(200);
  });

  it('does nothing when not configured', async () => {
    const response = await plain.inject({ method: 'GET', url: '/api/Settings', headers: { host: 'example.org' } });
    expect(response.statusCode).toBe(200);
  });
});
