import { describe, expect, it } from 'vitest';
import { approximatePlace } from './approximate-place.js';
import { browserName, systemName } from '../../identity/device-names.js';

describe('approximatePlace', () => {
  it('hides the last part of a public address', () => {
    expect(approximatePlace('203.0.113.77')).toBe('Network 203.0.113.x');
    expect(approximatePlace('::ffff:198.51.100.9')).toBe('Network 198.51.100.x');
    expect(approximatePlace('2001:db8:85a3:1::7')).toBe('Network 2001:db8:85a3::');
  });

  it('names private and local networks instead of an address', () => {
    expect(approximatePlace('192.168.1.20')).toBe('A private network');
    expect(approximatePlace('172.20.0.1')).toBe('A private network');
    expect(approximatePlace('fd00::1')).toBe('A private network');
    expect(approximatePlace('127.0.0.1')).toBe('This server’s own computer');
    expect(approximatePlace('::1')).toBe('This server’s own computer');
  });

  it('says nothing without an address', () => {
    expect(approximatePlace(null)).toBeNull();
    expect(approximatePlace('not an address')).toBeNull();
  });
});

describe('browserName and systemName', () => {
  const userAgent =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Safari/537.36';

  it('name the browser and system of a whole user agent, and keep the short names a sign-in sent', () => {
    expect(browserName(userAgent)).toBe('Chrome');
    expect(systemName(null, userAgent)).toBe('Windows');
    expect(browserName('Firefox')).toBe('Firefox');
    expect(systemName('Linux x86_64', 'Firefox')).toBe('Linux x86_64');
    expect(browserName(null)).toBeNull();
    expect(systemName(null, 'Safari')).toBeNull();
  });
});
