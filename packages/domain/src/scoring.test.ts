import { describe, expect, it } from 'vitest';
import { areaDisplayScore, combinedScore, weightedAreaScore } from './scoring.js';

describe('combinedScore', () => {
  it('adds each area sum plus the sum times the area weight, rounded', () => {
    // 50·1.3 + 60·1.2 + 70·1.1 + 40·1 + 80·0.9 + 30·0.8 + 90·0.7
    // = 65 + 72 + 77 + 40 + 72 + 24 + 63 = 413
    const sums = { 1: 50, 2: 60, 3: 70, 4: 40, 5: 80, 6: 30, 7: 90 };
    expect(combinedScore(sums)).toBe(413);
    expect(combinedScore(new Map(Object.entries(sums).map(([id, sum]) => [Number(id), sum])))).toBe(413);
  });

  it('gives 700 for the top score everywhere and 70 for the lowest (the weights sum to zero)', () => {
    const all = (sum: number) => Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((id) => [id, sum]));
    expect(combinedScore(all(100))).toBe(700);
    expect(combinedScore(all(10))).toBe(70);
  });

  it('counts a missing area as zero and rounds half up', () => {
    expect(combinedScore({})).toBe(0);
    // 15·1.3 = 19.5 → 20
    expect(combinedScore({ 1: 15 })).toBe(20);
    // 11·0.7 = 7.7 → 8
    expect(combinedScore({ 7: 11 })).toBe(8);
  });
});

describe('areaDisplayScore', () => {
  it('shows the question sum divided by ten with one decimal', () => {
    expect(areaDisplayScore(73)).toBe(7.3);
    expect(areaDisplayScore(100)).toBe(10);
    expect(areaDisplayScore(10)).toBe(1);
    expect(areaDisplayScore(0)).toBe(0);
  });
});

describe('weightedAreaScore', () => {
  it("adds the area's weight share", () => {
    expect(weightedAreaScore(1, 50)).toBeCloseTo(65);
    expect(weightedAreaScore(4, 40)).toBe(40);
    expect(weightedAreaScore(7, 90)).toBeCloseTo(63);
  });
});
