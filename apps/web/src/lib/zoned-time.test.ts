import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from './session';
import { formatZoned, useMyTimeZone, zoneOrUtc, zoneShortName } from './zoned-time';

const BOOKING = '2026-11-30T22:00:00.000Z';

afterEach(() => clearSession());

describe('formatZoned', () => {
  it('reads the same instant in each person’s zone, never the browser’s', () => {
    expect(formatZoned(BOOKING, 'America/Denver', 'dateTime')).toBe('Mon, Nov 30, 3:00 PM');
    expect(formatZoned(BOOKING, 'Asia/Tokyo', 'dateTime')).toBe('Tue, Dec 1, 7:00 AM');
    expect(formatZoned(BOOKING, 'UTC', 'dateTime')).toBe('Mon, Nov 30, 10:00 PM');
  });

  it('names the zone where two people’s zones may differ', () => {
    expect(formatZoned(BOOKING, 'America/Denver', 'longDateTime', { withZone: true })).toBe(
      'Monday, November 30 at 3:00 PM MST',
    );
    expect(formatZoned('2026-07-01T22:00:00.000Z', 'America/Denver', 'time', { withZone: true })).toBe('4:00 PM MDT');
    expect(formatZoned(BOOKING, 'UTC', 'time', { withZone: true })).toBe('10:00 PM UTC');
    expect(zoneShortName(new Date(BOOKING), 'Asia/Tokyo')).toBe('GMT+9');
  });

  it('writes plain spaces and gives the calendar day of the zone', () => {
    expect(formatZoned(BOOKING, 'America/Denver', 'time')).not.toMatch(/[\u202f\u00a0]/);
    expect(formatZoned(BOOKING, 'America/Denver', 'isoDay')).toBe('2026-11-30');
    expect(formatZoned(BOOKING, 'Asia/Tokyo', 'isoDay')).toBe('2026-12-01');
    expect(formatZoned(BOOKING, 'Asia/Tokyo', 'date')).toBe('Dec 1, 2026');
  });
});

describe('zoneOrUtc', () => {
  it('is UTC when no zone is chosen, as the server reads it', () => {
    expect(zoneOrUtc(null)).toBe('UTC');
    expect(zoneOrUtc('')).toBe('UTC');
    expect(zoneOrUtc('Europe/Paris')).toBe('Europe/Paris');
  });
});

describe('useMyTimeZone', () => {
  it('is the signed-in person’s chosen zone, UTC when they chose none, the browser’s for a visitor', () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(renderHook(() => useMyTimeZone()).result.current).toBe(browser);
    const session = { token: 't', userId: 1, userTypeId: 1, userStepId: 4, timeZone: 'Asia/Tokyo' };
    setSession(session as Parameters<typeof setSession>[0]);
    expect(renderHook(() => useMyTimeZone()).result.current).toBe('Asia/Tokyo');
    setSession({ ...session, timeZone: null } as Parameters<typeof setSession>[0]);
    expect(renderHook(() => useMyTimeZone()).result.current).toBe('UTC');
  });
});
