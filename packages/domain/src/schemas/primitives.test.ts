import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarDay,
  CONTROL_CHARACTERS_MESSAGE,
  coercedIdSchema,
  coercedWholeNumber,
  idSchema,
  INT32_MAX,
  multiLineText,
  newOrExistingId,
  newOrExistingIdMessage,
  singleLineText,
  tokenText,
  TOKEN_MAX_LENGTH,
  wholeNumber,
} from './primitives.js';

const ID_MESSAGE = 'must be a whole number between 1 and 2147483647';
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('idSchema', () => {
  it('accepts 1 to 2147483647', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(INT32_MAX)).toBe(INT32_MAX);
  });

  it('refuses 0, negatives, 2^31 and more, fractions, infinities and text, with one message', () => {
    for (const bad of [0, -1, 2 ** 31, 2 ** 53, 1.5, Infinity, Number.NaN, '7', null, true]) {
      const result = idSchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(messageOf(result), String(bad)).toBe(ID_MESSAGE);
    }
  });
});

describe('coercedIdSchema', () => {
  it('reads an id from text', () => {
    expect(coercedIdSchema.parse('42')).toBe(42);
    expect(coercedIdSchema.parse(' 2147483647 ')).toBe(INT32_MAX);
  });

  it('refuses text that is not an id, with the same message', () => {
    for (const bad of ['0', '-1', '2147483648', '9007199254740993', '1e400', '1.5', 'abc', '']) {
      const result = coercedIdSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(messageOf(result), bad).toBe(ID_MESSAGE);
    }
  });
});

describe('wholeNumber', () => {
  it('bounds a number to its range and names the range', () => {
    expect(wholeNumber(0).parse(0)).toBe(0);
    expect(messageOf(wholeNumber(1, 75).safeParse(76))).toBe('must be a whole number between 1 and 75');
    expect(coercedWholeNumber(0, 6).parse('6')).toBe(6);
    expect(coercedWholeNumber(0, 6).safeParse('7').success).toBe(false);
  });
});

describe('singleLineText', () => {
  const schema = singleLineText(10);

  it('trims and accepts any printable text up to its maximum', () => {
    expect(schema.parse('  Zoë 👋  ')).toBe('Zoë 👋');
    expect(schema.parse(`${'a'.repeat(10)}   `)).toBe('a'.repeat(10));
  });

  it('refuses NUL and every other control character, a tab and a line break included', () => {
    for (const bad of [
      '\u0000',
      'a\u0000b',
      'a\u0001',
      'a\u001b[0m',
      'a\u007f',
      'a\u0085',
      'a\u009f',
      'a\tb',
      'a\nb',
      'a\rb',
    ]) {
      const result = schema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(messageOf(result), JSON.stringify(bad)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('refuses text over its maximum with a message naming it, or the one given', () => {
    expect(messageOf(schema.safeParse('a'.repeat(11)))).toBe('must be at most 10 characters');
    expect(messageOf(singleLineText(5, 'Too long').safeParse('abcdef'))).toBe('Too long');
  });
});

describe('multiLineText', () => {
  const schema = multiLineText(2000);

  it('keeps line breaks and tabs inside the text', () => {
    expect(schema.parse('Hello,\r\n\tthanks\n')).toBe('Hello,\r\n\tthanks');
  });

  it('refuses NUL and the other control characters', () => {
    for (const bad of ['a\u0000b', 'a\u0007', 'a\u000b', 'a\u000c', 'a\u001f', 'a\u007f', 'a\u0090']) {
      expect(messageOf(schema.safeParse(bad)), JSON.stringify(bad)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('refuses a megabyte of text', () => {
    expect(messageOf(schema.safeParse('x'.repeat(1_000_000)))).toBe('must be at most 2,000 characters');
  });
});

describe('tokenText', () => {
  it('caps a token at its maximum length', () => {
    expect(tokenText().safeParse('t'.repeat(TOKEN_MAX_LENGTH)).success).toBe(true);
    expect(messageOf(tokenText().safeParse('t'.repeat(TOKEN_MAX_LENGTH + 1)))).toBe('is too long for a token');
  });
});

describe('calendarDay', () => {
  const schema = calendarDay('Invalid Date');

  it('accepts a real day', () => {
    expect(schema.parse('2024-02-29')).toBe('2024-02-29');
    expect(schema.parse('0001-01-01')).toBe('0001-01-01');
  });

  it('refuses days the calendar or the database does not have, with one issue each', () => {
    for (const bad of [
      '2023-02-29',
      '2099-02-30',
      '2099-04-31',
      '2099-13-01',
      '0000-01-01',
      '2024-1-1',
      '2024-01-01T00:00',
    ]) {
      const issues = schema.safeParse(bad).error?.issues ?? [];
      expect(
        issues.map((issue) => issue.message),
        bad,
      ).toEqual(['Invalid Date']);
    }
  });
});

describe('newOrExistingId', () => {
  it('reads 0, null and a missing id as a new item (undefined), and 1 to 2147483647 as that id', () => {
    const schema = z.object({ id: newOrExistingId() });
    expect(schema.parse({ id: 0 })).toEqual({ id: undefined });
    expect(schema.parse({ id: null })).toEqual({ id: undefined });
    expect(schema.parse({})).toEqual({ id: undefined });
    expect(schema.parse({ id: 1 })).toEqual({ id: 1 });
    expect(schema.parse({ id: INT32_MAX })).toEqual({ id: INT32_MAX });
  });

  it('refuses negatives, 2^31 and more, fractions and text, with one message', () => {
    for (const bad of [-1, 2 ** 31, 1.5, Infinity, '7', true]) {
      const result = newOrExistingId().safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(messageOf(result), String(bad)).toBe(newOrExistingIdMessage);
    }
  });

  it('takes a quoted id when fromText is set', () => {
    const schema = newOrExistingId({ fromText: true });
    expect(schema.parse('0')).toBeUndefined();
    expect(schema.parse('12')).toBe(12);
    expect(schema.safeParse('-3').success).toBe(false);
    expect(schema.safeParse('abc').success).toBe(false);
  });
});
