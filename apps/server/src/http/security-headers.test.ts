import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy, type TrustProxy } from '../config.js';
import { PERMISSIONS_POLICY, registerSecurityHeaders } from './security-headers.js';

const opened: FastifyInstance[] = [];
afterAll(async () => Promise.all(opened.map((app) => app.close())));

interface Setting {
  trustProxy?: TrustProxy;
  publicUrl?: string | null;
  /** The connection is TLS, as on a server listening with a certificate (injected requests have no such socket). */
  tls?: boolean;
}

async function appWith({ trustProxy = false, publicUrl = null, tls = false }: Setting) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trustProxy) });
  if (tls) {
    app.addHook('onRequest', (request, _reply, done) => {
      Object.defineProperty(request.raw.socket, 'encrypted', { value: true });
      done();
    });
  }
  registerSecurityHeaders(app, { allowStripe: false, publicUrl });
  app.get('/', async () => 'page');
  opened.push(app);
  return app;
}

const PROXY = '10.0.0.5';

/** Whether an answer tells the browser to use HTTPS only: the CSP's upgrade-insecure-requests and HSTS. */
async function httpsOnly(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url: '/', remoteAddress, headers });
  const policy = String(response.headers['content-security-policy']);
  expect(policy).toMatch(/default-src 'self'/);
  return {
    upgrade: /(^|;)upgrade-insecure-requests(;|$)/.test(policy),
    hsts: response.headers['strict-transport-security'] !== undefined,
  };
}

describe('HTTPS-only headers (upgrade-insecure-requests, HSTS)', () => {
  it('are left out over plain HTTP, so http://<the machine’s address>:3000 loads its scripts', async () => {
    const app = await appWith({});
    expect(await httpsOnly(app, '192.168.1.20')).toEqual({ upgrade: false, hsts: false });
  });

  it('are sent when the connection itself is HTTPS', async () => {
    const app = await appWith({ tls: true });
    expect(await httpsOnly(app, '192.168.1.20')).toEqual({ upgrade: true, hsts: true });
  });

  it('are sent when a trusted proxy says the request came over HTTPS, and only then', async () => {
    const app = await appWith({ trustProxy: [PROXY] });
    expect(await httpsOnly(app, PROXY, { 'x-forwarded-proto': 'https' })).toEqual({ upgrade: true, hsts: true });
    expect(await httpsOnly(app, PROXY, { 'x-forwarded-proto': 'http' })).toEqual({ upgrade: false, hsts: false });
    expect(await httpsOnly(app, PROXY)).toEqual({ upgrade: false, hsts: false });
    // A client that reaches the server past the proxy cannot claim HTTPS.
    expect(await httpsOnly(app, '198.51.100.30', { 'x-forwarded-proto': 'https' })).toEqual({
      upgrade: false,
      hsts: false,
    });
  });

  it('ignore X-Forwarded-Proto when no proxy is trusted', async () => {
    const app = await appWith({});
    expect(await httpsOnly(app, PROXY, { 'x-forwarded-proto': 'https' })).toEqual({ upgrade: false, hsts: false });
  });

  it('are always sent when PUBLIC_URL is https, and not when it is http', async () => {
    const https = await appWith({ publicUrl: 'https://www.oola.example' });
    expect(await httpsOnly(https, PROXY)).toEqual({ upgrade: true, hsts: true });
    const http = await appWith({ publicUrl: 'http://portal.lan:3000' });
    expect(await httpsOnly(http, PROXY)).toEqual({ upgrade: false, hsts: false });
  });
});

describe('Permissions-Policy', () => {
  it('gives the camera and the microphone to our own origin only and turns the other features off', async () => {
    const app = await appWith({});
    const response = await app.inject({ url: '/' });
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    const features = PERMISSIONS_POLICY.split(', ');
    expect(features).toEqual(expect.arrayContaining(['camera=(self)', 'microphone=(self)', 'geolocation=()']));
    expect(features.filter((feature) => !feature.endsWith('=()'))).toEqual(['camera=(self)', 'microphone=(self)']);
  });
});
