import { describe, expect, it } from 'vitest';
import { LOGIN_TYPE, loginRequestSchema, PHONE_PATTERN } from './auth.js';

const login = (userId: string, loginType: 1 | 2 | 3) =>
  loginRequestSchema.safeParse({ userId, password: 'demo-pass-1', loginType });

describe('PHONE_PATTERN', () => {
  it('accepts 111-111-1111 and ten digits, nothing else', () => {
    expect(PHONE_PATTERN.test('555-010-1001')).toBe(true);
    expect(PHONE_PATTERN.test('5550101001')).toBe(true);
    for (const bad of ['555-0101-001', '555 010 1001', '(555) 010-1001', '555-010-100', '555010100', 'abc-def-ghij']) {
      expect(PHONE_PATTERN.test(bad), bad).toBe(false);
    }
  });
});

describe('loginRequestSchema', () => {
  it('accepts a phone, a customer id and an email with their login type', () => {
    expect(login('555-010-1001', LOGIN_TYPE.phone).success).toBe(true);
    expect(login('1001', LOGIN_TYPE.customerId).success).toBe(true);
    expect(login('demo1001@example.com', LOGIN_TYPE.email).success).toBe(true);
  });

  it('refuses an identifier that does not fit its login type, naming the format', () => {
    const phone = login('555 010 1001', LOGIN_TYPE.phone);
    expect(phone.success).toBe(false);
    expect(phone.error?.issues[0]).toMatchObject({
      path: ['userId'],
      message: 'Enter the phone number as 111-111-1111',
    });
    expect(login('10a1', LOGIN_TYPE.customerId).error?.issues[0]?.message).toBe('A customer id is a number');
    expect(login('demo1001', LOGIN_TYPE.email).error?.issues[0]?.message).toBe('Enter a valid email address');
  });

  it('refuses an empty identifier or password and an unknown login type', () => {
    expect(login('   ', LOGIN_TYPE.customerId).success).toBe(false);
    expect(loginRequestSchema.safeParse({ userId: '1001', password: '', loginType: 2 }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ userId: '1001', password: 'x', loginType: 4 }).success).toBe(false);
  });

  it('trims the identifier', () => {
    expect(login('  1001 ', LOGIN_TYPE.customerId).data?.userId).toBe('1001');
  });
});
