import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** A build folder whose route table has public, private and unlisted pages. */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-crawler-'));
let t: TestApp;

beforeAll(async () => {
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root">splash</div>');
  fs.writeFileSync(
    path.join(distDir, 'page-routes.json'),
    JSON.stringify({
      public: ['/', '/learnMore', '/learnMore/faq', '/FreeTest/:ambassadorsName?', '/myoola/:webAlias', '/a&b'],
      private: ['/dashboard', '/coachingRoom/:clientId', '/support/chats/:conversationId?'],
      unlisted: ['/login', '/Shopify/ShopifyLogin/:token?'],
    }),
  );
  t = await createTestApp({ config: { webDistDir: distDir, publicUrl: 'https://www.oola.example/' } });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('GET /robots.txt', () => {
  it('is plain text that disallows the API and every private or unlisted page, and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /Shopify/ShopifyLogin',
        'Disallow: /coachingRoom',
        'Disallow: /dashboard',
        'Disallow: /login',
        'Disallow: /support/chats',
        '',
        'Sitemap: https://www.oola.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('GET /sitemap.xml', () => {
  it('is XML listing the public pages as absolute URLs of PUBLIC_URL, none with a parameter left', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locations).toEqual([
      'https://www.oola.example/',
      'https://www.oola.example/learnMore',
      'https://www.oola.example/learnMore/faq',
      'https://www.oola.example/FreeTest',
      'https://www.oola.example/a&amp;b',
    ]);
  });

  it('uses this server on localhost when PUBLIC_URL is unset', async () => {
    const local = await createTestApp({ config: { webDistDir: distDir, publicUrl: null, port: 4321 } });
    const response = await local.app.inject({ url: '/sitemap.xml' });
    expect(response.body).toContain('<loc>http://localhost:4321/learnMore</loc>');
    await local.close();
  });
});

describe('the pages of the route table', () => {
  it('answers a known page 200 and an unknown one 404, both with the app', async () => {
    expect((await t.app.inject({ url: '/coachingRoom/1005' })).statusCode).toBe(200);
    const unknown = await t.app.inject({ url: '/coachingRoom' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('splash');
    const api = await t.app.inject({ url: '/api/NoSuchCall' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No route GET /api/NoSuchCall' });
  });
});
