import { describe, expect, it } from 'vitest';
import { approximatePlace } from './approximate-place.js';

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
