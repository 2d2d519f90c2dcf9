import { describe, expect, it } from 'vitest';
import { isUnlocked, longDate, pathAssessmentType, pathLength, unlockDay } from './schedule.js';

describe('the drip schedule', () => {
  it('unlocks the breakthrough weekly from the start day and the path every 30 days', () => {
    expect([0, 1, 11].map((index) => unlockDay('breakthrough', '2026-11-23', index))).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2027-02-08',
    ]);
    expect([0, 1, 8].map((index) => unlockDay('path', '2027-02-08', index))).toEqual([
      '2027-02-08',
      '2027-03-10',
      '2027-10-06',
    ]);
  });

  it('opens a module at the local midnight of its day, not before', () => {
    expect(isUnlocked('2026-11-30', '2026-11-29')).toBe(false);
    expect(isUnlocked('2026-11-30', '2026-11-30')).toBe(true);
    expect(isUnlocked('2026-11-30', '2027-01-01')).toBe(true);
  });

  it('gives level 1 a 9-month path and higher levels 11, each with its own assessment', () => {
    expect([1, 2, 3, 4].map(pathLength)).toEqual([9, 11, 11, 11]);
    expect([1, 2, 3, 4].map(pathAssessmentType)).toEqual([2, 3, 4, 4]);
  });

  it('writes dates as "MMMM dd, yyyy"', () => {
    expect(longDate('2026-12-07')).toBe('December 07, 2026');
  });
});
