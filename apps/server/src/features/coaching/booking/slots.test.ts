import { describe, expect, it } from 'vitest';
import { offeredStarts, overlapsAny } from './slots.js';
import { dayLabel, timeLabel, whenLabel, zonedInstant } from '../../../core/zoned-time.js';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('offeredStarts', () => {
  it("cuts 30-minute slots from the weekly hours in the coach's zone, within the window", () => {
    const hours = {
      zone: 'America/Denver',
      ranges: [{ weekday: 2, startMinute: 540, endMinute: 630 }],
      daysOff: new Set<string>(),
    };
    // Tuesday, December 1 2026: 9:00, 9:30 and 10:00 in Denver (UTC-7).
    const starts = offeredStarts(hours, new Date('2026-12-01T00:00:00Z'), new Date('2026-12-02T00:00:00Z'));
    expect(iso(starts)).toEqual(['2026-12-01T16:00:00.000Z', '2026-12-01T16:30:00.000Z', '2026-12-01T17:00:00.000Z']);
    const later = offeredStarts(hours, new Date('2026-12-01T16:10:00Z'), new Date('2026-12-01T17:00:00Z'));
    expect(iso(later)).toEqual(['2026-12-01T16:30:00.000Z']);
  });

  it('skips days off and the hour the clocks skip, and keeps the first of an hour they repeat', () => {
    const ranges = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 60, endMinute: 210 }));
    const hours = { zone: 'America/Denver', ranges, daysOff: new Set(['2026-03-09']) };
    // Sunday, March 8 2026: 2:00-3:00 does not exist in Denver; Monday the 9th is off.
    const spring = offeredStarts(hours, new Date('2026-03-08T00:00:00Z'), new Date('2026-03-10T06:00:00Z'));
    expect(iso(spring)).toEqual(['2026-03-08T08:00:00.000Z', '2026-03-08T08:30:00.000Z', '2026-03-08T09:00:00.000Z']);
    // Sunday, November 1 2026: 1:00-2:00 happens twice; its first (daylight) occurrence is offered.
    const fall = offeredStarts(
      { ...hours, daysOff: new Set() },
      new Date('2026-11-01T00:00:00Z'),
      new Date('2026-11-01T23:00:00Z'),
    );
    expect(iso(fall)).toEqual([
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T07:30:00.000Z',
      '2026-11-01T09:00:00.000Z',
      '2026-11-01T09:30:00.000Z',
      '2026-11-01T10:00:00.000Z',
    ]);
  });
});

describe('overlapsAny', () => {
  it('sees a booking that overlaps the slot, not one that only touches it', () => {
    const start = new Date('2026-12-01T16:00:00Z');
    const booking = (from: string, to: string) => ({ startsAt: new Date(from), endsAt: new Date(to) });
    expect(overlapsAny(start, [booking('2026-12-01T15:30:00Z', '2026-12-01T16:00:00Z')])).toBe(false);
    expect(overlapsAny(start, [booking('2026-12-01T16:30:00Z', '2026-12-01T17:00:00Z')])).toBe(false);
    expect(overlapsAny(start, [booking('2026-12-01T16:15:00Z', '2026-12-01T16:45:00Z')])).toBe(true);
  });
});

describe('labels', () => {
  it("writes a day and a time in the viewer's zone", () => {
    const instant = new Date('2026-12-01T16:30:00Z');
    expect(dayLabel(instant, 'America/Denver')).toBe('Tuesday, December 1');
    expect(timeLabel(instant, 'America/Denver')).toBe('9:30 AM');
    expect(whenLabel(instant, 'Asia/Tokyo')).toBe('Wednesday, December 2 at 1:30 AM');
    expect(zonedInstant('2026-12-01', 570, 'America/Denver')?.toISOString()).toBe('2026-12-01T16:30:00.000Z');
    expect(zonedInstant('2026-03-08', 150, 'America/Denver')).toBeNull();
  });
});
