import { describe, expect, it } from 'vitest';
import {
  freeTestAreaScore,
  freeTestOolaScore,
  scoreBand,
  stressBand,
  stressNeedleAngle,
  stressScore,
} from './free-test-scoring.js';
import { leadSchema } from './schemas/free-tests.js';
import { coachSearchQuerySchema } from './schemas/coaches/directory.js';

describe('free test scoring', () => {
  it('scores an area out of 100 and the Oola score as the rounded mean', () => {
    expect(freeTestAreaScore([10, 10, 10])).toBe(100);
    expect(freeTestAreaScore([1, 1, 1])).toBe(10);
    expect(freeTestAreaScore([7, 8, 6])).toBe(70);
    expect(freeTestOolaScore([100, 50, 50, 50, 50, 50, 50])).toBe(57);
    expect([scoreBand(49), scoreBand(50), scoreBand(79), scoreBand(80)]).toEqual(['low', 'medium', 'medium', 'high']);
  });

  it('maps 14 stress answers to 0-100', () => {
    expect(stressScore(Array(14).fill(1))).toBe(0);
    expect(stressScore(Array(14).fill(10))).toBe(100);
    expect(stressScore(Array(14).fill(5))).toBe(44);
    expect([stressBand(33), stressBand(34), stressBand(67)]).toEqual(['low', 'medium', 'high']);
  });

  it('turns the needle by the spec formula, clamped to 0-180', () => {
    expect(stressNeedleAngle(0)).toBe(0);
    expect(stressNeedleAngle(50)).toBe(70.2);
    expect(stressNeedleAngle(100)).toBe(171);
    expect(stressNeedleAngle(200)).toBe(180);
  });
});

describe('lead rules', () => {
  const valid = { firstName: 'José María', lastName: 'Ó Briain', emailAddress: 'a@b.co', phoneNumber: '' };
  it('accepts accented letters and spaces, an empty phone becomes null', () => {
    const parsed = leadSchema.safeParse({ ...valid, lastName: 'Ångström' });
    expect(parsed.success && parsed.data.phoneNumber).toBeNull();
  });
  it('rejects digits or symbols in names, bad email, non-digit or long phone', () => {
    for (const patch of [
      { firstName: 'J0se' },
      { lastName: "O'Brien" },
      { emailAddress: 'nope' },
      { phoneNumber: '555-0100' },
      { phoneNumber: '1'.repeat(19) },
    ]) {
      expect(leadSchema.safeParse({ ...valid, lastName: 'Lee', ...patch }).success, JSON.stringify(patch)).toBe(false);
    }
    expect(leadSchema.safeParse({ ...valid, lastName: 'Lee', phoneNumber: '1'.repeat(18) }).success).toBe(true);
  });
});

describe('coach search query', () => {
  it('needs a name or a zip code', () => {
    expect(coachSearchQuerySchema.safeParse({ searchTerm: ' ', zipcode: '' }).success).toBe(false);
    expect(coachSearchQuerySchema.safeParse({ zipcode: '80202', country: 'us' }).data?.country).toBe('US');
  });
});
