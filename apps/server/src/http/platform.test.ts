import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** An app with a built web app in a temp folder and a route that fails. */
let testApp: TestApp;
let app: FastifyInstance;
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-dist-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets/app.js'), 'console.log("app");');
  testApp = await createTestApp({
    config: { webDistDir: distDir },
    addRoutes: (built) =>
      built.get('/api/test/boom', async () => {
        throw new Error('connection to 10.0.0.7 refused (secret internals)');
      }),
  });
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('errors', () => {
  it('answers bad input with 400 { message, errors }', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/Login', payload: { userId: 1001 } });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { path: string; message: string }[] }>();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.errors[0]).toEqual({ path: expect.any(String), message: expect.any(String) });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers an unknown /api path with a JSON 404, never the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/NoSuchCall' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'No route GET /api/NoSuchCall' });
  });

  it('answers a failure with a bare 500 that shows no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toMatch(/10\.0\.0\.7|secret|stack/);
  });
});

describe('routing', () => {
  it('matches API paths case-insensitively and ignores a trailing slash', async () => {
    for (const url of ['/api/health', '/API/Health', '/api/HEALTH/']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['permissions-policy']).toMatch(/camera=\(self\)/);
    expect(response.headers['referrer-policy']).toBeDefined();
  });

  it('lets the page connect only to its own host, WebSockets included', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/(^|;)connect-src 'self'(;|$)/);
  });

  it('tells browsers and proxies to keep no copy of any API answer, the sign-in answer included', async () => {
    const answers = [
      await app.inject({ method: 'POST', url: '/api/Login', payload: { userId: 'x', password: 'y', loginType: 2 } }),
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'GET', url: '/api/customer/GetCurrentUserStep/1' }),
    ];
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual(['no-store', 'no-store', 'no-store']);
  });
});

describe('the web app', () => {
  it('serves index.html for a deep link (history fallback)', async () => {
    for (const url of ['/', '/steps', '/Dashboard/whatever?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('serves the built files themselves', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log("app")');
  });

  it('answers a POST to a page path with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/steps' });
    expect(response.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('describes the routes at /api/docs/json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/Login',
        '/api/Login/LoginShopifyCustomer',
        '/api/customer/GetCurrentUserStep/{userId}',
        '/api/Customer/GetCustomerProfileInfo/{userId}',
        '/api/Settings',
      ]),
    );
  });

  it('serves the documentation page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
  });
});
