import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';

let database: Database | undefined;
afterEach(async () => database?.close());

async function appWith(overrides: Partial<Config>) {
  database = await openDatabase({ databaseUrl: null, dataDir: null });
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return app;
}

describe('www redirect', () => {
  it('redirects the bare host to the www host, keeping the path and query', async () => {
    const app = await appWith({ wwwRedirect: true, publicUrl: 'https://www.example.org' });
    const response = await app.inject({
      method: 'GET',
      url: '/FreeTest/janedoe?ref=x',
      headers: { host: 'example.org' },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://www.example.org/FreeTest/janedoe?ref=x');
    const www = await app.inject({ method: 'GET', url: '/api/Settings', headers: { host: 'www.example.org' } });
    expect(www.statusCode).toBe(200);
    await app.close();
  });

  it('does nothing when not configured', async () => {
    const app = await appWith({ wwwRedirect: false, publicUrl: 'https://www.example.org' });
    const response = await app.inject({ method: 'GET', url: '/api/Settings', headers: { host: 'example.org' } });
    expect(response.statusCode).toBe(200);
    await app.close();
  });
});
