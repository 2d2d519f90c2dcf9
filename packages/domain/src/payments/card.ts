/**
 * Card rules shared by the card form and the sandbox provider, worded as Stripe words them, so a
 * member sees the same messages whichever provider takes the card.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** Stripe's decline codes and messages for the cases the sandbox reproduces. */
export const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  expired_card: 'Your card has expired.',
};

/** The brand as Stripe names it, from the number's first digits. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(36|30[0-5]|38|39)/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** How a brand is written for a person. */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

/** The number of digits a complete card of this brand has. */
export function cardLength(brand: CardBrand): number {
  if (brand === 'amex') return 15;
  if (brand === 'diners') return 14;
  return 16;
}

/** The security code's length: four on the front of an American Express card, else three. */
export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Only the digits of what was typed (spaces and dashes dropped). */
export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** The number grouped as printed on the card: 4-6-5 for American Express, 4-4-4-4 otherwise. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value);
  const brand = cardBrand(digits);
  const limited = digits.slice(0, cardLength(brand));
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= limited.length) break;
    parts.push(limited.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** 'MM/YY' as typed: the slash is added after the month. */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The message for a card number, or null when it is a valid number. */
export function cardNumberProblem(value: string): string | null {
  const digits = cardDigits(value);
  if (digits.length < cardLength(cardBrand(digits))) return CARD_MESSAGES.numberIncomplete;
  if (digits.length > 19 || !luhnValid(digits)) return CARD_MESSAGES.numberInvalid;
  return null;
}

/** A card is good through the last day of its expiry month. */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  return expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
}

/** 'MM/YY' read as a month and a four-digit year, or the message for what is wrong with it. */
export function parseExpiry(value: string, now: Date): { expMonth: number; expYear: number } | { problem: string } {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return { problem: CARD_MESSAGES.expiryIncomplete };
  const expMonth = Number(match[1]);
  const expYear = 2000 + Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return { problem: CARD_MESSAGES.expiryInvalid };
  if (cardExpired(expMonth, expYear, now)) return { problem: CARD_MESSAGES.expiryPast };
  return { expMonth, expYear };
}

/** The message for a security code, or null. */
export function cvcProblem(value: string, brand: CardBrand): string | null {
  return new RegExp(`^\\d{${cvcLength(brand)}}$`).test(value.trim()) ? null : CARD_MESSAGES.cvcIncomplete;
}
