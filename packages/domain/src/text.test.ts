import { describe, expect, it } from 'vitest';
import { cleanText, normalizeText } from './text.js';

describe('normalizeText', () => {
  it('trims leading spaces and collapses runs of spaces, keeping a trailing space for typing', () => {
    expect(normalizeText('   run   every  day ')).toBe('run every day ');
    expect(normalizeText('walk  ')).toBe('walk ');
    expect(normalizeText('')).toBe('');
    expect(normalizeText('\t  read')).toBe('read');
  });
});

describe('cleanText', () => {
  it('is normalised and trimmed at both ends', () => {
    expect(cleanText('   run   every  day   ')).toBe('run every day');
    expect(cleanText('    ')).toBe('');
    expect(cleanText('one')).toBe('one');
  });
});
