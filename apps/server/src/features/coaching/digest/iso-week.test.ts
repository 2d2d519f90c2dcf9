import { describe, expect, it } from 'vitest';
import { isMonday, isoWeekOf } from './iso-week.js';

describe('isoWeekOf', () => {
  it('numbers weeks from Monday, week 1 holding January 4', () => {
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
    expect(isoWeekOf('2026-12-06')).toBe('2026-W49');
    expect(isoWeekOf('2026-12-07')).toBe('2026-W50');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isMonday('2026-11-30')).toBe(true);
    expect(isMonday('2026-11-29')).toBe(false);
  });
});
