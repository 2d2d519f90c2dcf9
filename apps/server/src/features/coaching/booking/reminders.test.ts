import { describe, expect, it } from 'vitest';
import { reminderDue, reminderKey } from './reminders.js';
import { whenWithZone, zoneShortName } from '../../../core/zoned-time.js';

const START = new Date('2026-12-02T16:00:00Z');
const BOOKED = new Date('2026-11-28T10:00:00Z');
const before = (hours: number, minutes = 0) => new Date(START.getTime() - (hours * 60 + minutes) * 60_000);
const session = (updatedAt = BOOKED) => ({ startsAt: START, updatedAt });

describe('reminderDue', () => {
  it('is the 24-hour reminder from 24 hours before the start, then the 1-hour one, then none once it starts', () => {
    expect(reminderDue(session(), before(24, 1))).toBeNull();
    expect(reminderDue(session(), before(24))).toBe('24h');
    expect(reminderDue(session(), before(1, 1))).toBe('24h');
    expect(reminderDue(session(), before(1))).toBe('1h');
    expect(reminderDue(session(), before(0, 1))).toBe('1h');
    expect(reminderDue(session(), START)).toBeNull();
  });

  it('skips a reminder whose moment passed before the session was booked or moved', () => {
    const bookedLate = session(before(20));
    expect(reminderDue(bookedLate, before(19))).toBeNull();
    expect(reminderDue(bookedLate, before(1))).toBe('1h');
    const movedInTheLastHour = session(before(0, 40));
    expect(reminderDue(movedInTheLastHour, before(0, 30))).toBeNull();
  });

  it('keys a reminder by booking, start time, kind and recipient', () => {
    expect(reminderKey({ id: 7, startsAt: START }, '1h', 'coach')).toBe(
      `booking-reminder-1h:7:${START.getTime()}:coach`,
    );
  });
});

describe('whenWithZone', () => {
  it("names the time in the person's zone with the zone's short name", () => {
    expect(whenWithZone(START, 'America/Denver')).toBe('Wednesday, December 2 at 9:00 AM MST');
    expect(whenWithZone(START, 'UTC')).toBe('Wednesday, December 2 at 4:00 PM UTC');
    expect(zoneShortName(new Date('2026-07-01T12:00:00Z'), 'America/Denver')).toBe('MDT');
  });
});
