import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.js';

describe('TRUST_PROXY', () => {
  it('is off unless set, so a client-written X-Forwarded-For is never believed', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const value of ['', 'false', 'off', '0']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses, ranges and range names', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8, ::1, loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else at start, naming the bad entry', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*true/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/proxy\.example\.com/);
  });
});

describe('DIRECT_DATABASE_URL', () => {
  it('is DATABASE_URL unless given, and unused with the embedded database', () => {
    const url = 'postgres://db.example/oola';
    expect(loadConfig({ DATABASE_URL: url }).directDatabaseUrl).toBe(url);
    const direct = 'postgres://direct.example/oola';
    expect(loadConfig({ DATABASE_URL: url, DIRECT_DATABASE_URL: direct }).directDatabaseUrl).toBe(direct);
    expect(loadConfig({ DIRECT_DATABASE_URL: direct }).directDatabaseUrl).toBeNull();
  });
});
