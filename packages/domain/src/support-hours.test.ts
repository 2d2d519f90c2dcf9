import { describe, expect, it } from 'vitest';
import { isWithinSupportHours } from './support-hours.js';

describe('isWithinSupportHours (Monday-Friday 8:00-16:00 America/Los_Angeles)', () => {
  it('is open on a weekday between 8:00 and 16:00 Pacific, winter (PST) and summer (PDT)', () => {
    expect(isWithinSupportHours(new Date('2026-01-14T16:00:00Z'))).toBe(true); // Wed 08:00 PST
    expect(isWithinSupportHours(new Date('2026-01-14T23:59:00Z'))).toBe(true); // Wed 15:59 PST
    expect(isWithinSupportHours(new Date('2026-07-10T15:00:00Z'))).toBe(true); // Fri 08:00 PDT
  });

  it('is closed before 8:00 and from 16:00 Pacific', () => {
    expect(isWithinSupportHours(new Date('2026-01-14T15:59:00Z'))).toBe(false); // Wed 07:59 PST
    expect(isWithinSupportHours(new Date('2026-01-15T00:00:00Z'))).toBe(false); // Wed 16:00 PST
    expect(isWithinSupportHours(new Date('2026-07-10T14:30:00Z'))).toBe(false); // Fri 07:30 PDT
  });

  it('is closed on Saturday and Sunday, even at noon Pacific', () => {
    expect(isWithinSupportHours(new Date('2026-01-17T20:00:00Z'))).toBe(false); // Sat 12:00 PST
    expect(isWithinSupportHours(new Date('2026-01-18T20:00:00Z'))).toBe(false); // Sun 12:00 PST
  });

  it('follows the Pacific date, not UTC: Friday 15:00 Pacific is Saturday in UTC', () => {
    expect(isWithinSupportHours(new Date('2026-01-17T00:30:00Z'))).toBe(false); // Fri 16:30 PST
    expect(isWithinSupportHours(new Date('2026-01-16T23:00:00Z'))).toBe(true); // Fri 15:00 PST
    expect(isWithinSupportHours(new Date('2026-01-19T16:30:00Z'))).toBe(true); // Mon 08:30 PST
  });
});
