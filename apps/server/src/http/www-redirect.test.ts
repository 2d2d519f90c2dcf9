import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';

let database: Database;
let redirecting: FastifyInstance;
let plain: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: null });
  redirecting = await buildApp({
    config: testConfig({ wwwRedirect: true, publicUrl: 'https://www.example.org' }),
    database,
  });
  plain = await buildApp({
    config: testConfig({ wwwRedirect: false, publicUrl: 'https://www.example.org' }),
    database,
  });
  await Promise.all([redirecting.ready(), plain.ready()]);
});
afterAll(async () => {
  await Promise.all([redirecting.close(), plain.close()]);
  await database.close();
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
