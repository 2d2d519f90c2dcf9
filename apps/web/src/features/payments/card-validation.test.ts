import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, formatCardNumber, formatExpiry } from '@oola/domain';
import { toSaveCardRequest, validateCard } from './card-validation';

const now = new Date('2026-06-15T12:00:00Z');
const valid = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' };

describe('the card form’s checks (as Stripe’s own form words them)', () => {
  it('accepts a valid card and sends digits, month, four-digit year and CVC', () => {
    expect(validateCard(valid, now)).toEqual({});
    expect(toSaveCardRequest(valid, now)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2029,
      cvc: '123',
    });
  });

  it('refuses an incomplete number and one that fails the Luhn check', () => {
    expect(validateCard({ ...valid, number: '4242 4242' }, now).number).toBe(CARD_MESSAGES.numberIncomplete);
    expect(validateCard({ ...valid, number: '4242 4242 4242 4241' }, now).number).toBe(CARD_MESSAGES.numberInvalid);
    expect(validateCard({ ...valid, number: '' }, now).number).toBe(CARD_MESSAGES.numberIncomplete);
  });

  it('refuses an expiry that is incomplete, not a month, or in the past; this month is still good', () => {
    expect(validateCard({ ...valid, expiry: '12/' }, now).expiry).toBe(CARD_MESSAGES.expiryIncomplete);
    expect(validateCard({ ...valid, expiry: '13/29' }, now).expiry).toBe(CARD_MESSAGES.expiryInvalid);
    expect(validateCard({ ...valid, expiry: '05/26' }, now).expiry).toBe(CARD_MESSAGES.expiryPast);
    expect(validateCard({ ...valid, expiry: '06/26' }, now).expiry).toBeUndefined();
  });

  it('wants three CVC digits, four for American Express', () => {
    expect(validateCard({ ...valid, cvc: '12' }, now).cvc).toBe(CARD_MESSAGES.cvcIncomplete);
    const amex = { number: '3782 822463 10005', expiry: '12/29', cvc: '123' };
    expect(validateCard(amex, now).cvc).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(validateCard({ ...amex, cvc: '1234' }, now)).toEqual({});
  });

  it('groups the number as printed on the card and adds the expiry slash', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4000-0000')).toBe('4000 0000');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('1')).toBe('1');
  });
});
