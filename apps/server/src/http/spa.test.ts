import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.js';

/** A build folder as the web build writes it: a prerendered home page and precompressed assets. */
let app: FastifyInstance;
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-spa-'));
const script = `console.log(${JSON.stringify('app '.repeat(500))});`;

beforeAll(async () => {
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root">splash</div>');
  fs.writeFileSync(path.join(distDir, 'home.html'), '<!doctype html><div id="root">prerendered home</div>');
  fs.writeFileSync(path.join(distDir, 'prerendered.json'), JSON.stringify({ '/': 'home.html' }));
  fs.writeFileSync(
    path.join(distDir, 'page-routes.json'),
    JSON.stringify({
      public: ['/', '/learnMore', '/FreeTest/:ambassadorsName?', '/myoola/:webAlias'],
      private: ['/dashboard', '/coachingRoom/:clientId', '/support/chats/:conversationId?'],
      unlisted: ['/login'],
    }),
  );
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets/index-abc123.js'), script);
  fs.writeFileSync(path.join(distDir, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(distDir, 'assets/index-abc123.js.gz'), zlib.gzipSync(script));
  app = Fastify();
  await registerSpa(app, { distDir, isWebAlias: async (alias) => alias.toLowerCase() === 'janedoe' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('static web app', () => {
  it('sends a hashed asset compressed, cached for a year as immutable', async () => {
    const brotli = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('sends the prerendered page for its path, with or without a query, and not for others', async () => {
    for (const url of ['/', '/?utm_source=mail']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('prerendered home');
    }
    const other = await app.inject({ url: '/learnMore' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('splash');
  });

  it('never answers an unknown /api path with a page', async () => {
    const response = await app.inject({ url: '/api/NoSuchCall' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route GET /api/NoSuchCall' });
  });

  it('answers a missing file under /media or /assets with a 404, never the app page', async () => {
    for (const url of ['/media/profile/no-such-picture.webp', '/media/images/gone.svg', '/assets/index-old.js']) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('splash');
    }
  });

  it('answers every page of the route table with the app and status 200, whatever the letter case', async () => {
    for (const url of [
      '/learnmore',
      '/learnMore/',
      '/FreeTest',
      '/FreeTest/jane',
      '/myoola/janedoe',
      '/dashboard?tab=1',
      '/support/chats',
      '/support/chats/42',
      '/coachingRoom/1005',
      '/login',
    ]) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('splash');
    }
  });

  it('answers a path no route matches with the app and status 404, so the not-found page is a 404 to crawlers', async () => {
    for (const url of ['/no-such-page', '/dashboard/extra', '/FreeTest/jane/more']) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('splash');
    }
    const head = await app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });

  it("sends an ambassador's web alias to their personal site, keeping the query; anything else is a 404", async () => {
    const alias = await app.inject({ url: '/JaneDoe' });
    expect({ status: alias.statusCode, location: alias.headers.location }).toEqual({
      status: 302,
      location: '/myoola/JaneDoe',
    });
    expect((await app.inject({ url: '/janedoe/?exigo=1' })).headers.location).toBe('/myoola/janedoe?exigo=1');
    expect((await app.inject({ url: '/nobody' })).statusCode).toBe(404);
  });

  it('answers a path under one of the app’s pages that no route matches with a 404', async () => {
    for (const url of ['/dashboard/nope/deeper', '/coachingRoom', '/coachingRoom/', '/support/chats/42/more']) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
