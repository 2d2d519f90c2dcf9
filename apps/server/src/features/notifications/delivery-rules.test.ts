import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIET_HOURS } from '@oola/domain';
import { quietHoursEnd, routeFor, sendAfter } from './delivery-rules.js';

const NIGHT = DEFAULT_QUIET_HOURS;
const at = (iso: string) => new Date(iso);

describe('routeFor', () => {
  it('sends push where a device is on and e-mail otherwise, so a message never silently vanishes', () => {
    expect(routeFor('push', true)).toEqual({ push: true, email: false });
    expect(routeFor('push', false)).toEqual({ push: false, email: true });
    expect(routeFor('both', true)).toEqual({ push: true, email: true });
    expect(routeFor('both', false)).toEqual({ push: false, email: true });
    expect(routeFor('email', true)).toEqual({ push: false, email: true });
    expect(routeFor('off', true)).toEqual({ push: false, email: false });
  });
});

describe('quietHoursEnd', () => {
  it('holds a message of the night until 08:00 of the next morning in the zone (a window across midnight)', () => {
    // 22:30 in Denver (MST, UTC-7) on December 1.
    expect(quietHoursEnd(at('2026-12-02T05:30:00Z'), 'America/Denver', NIGHT)).toEqual(at('2026-12-02T15:00:00Z'));
    // 03:00 in Denver, after midnight: the same morning.
    expect(quietHoursEnd(at('2026-12-02T10:00:00Z'), 'America/Denver', NIGHT)).toEqual(at('2026-12-02T15:00:00Z'));
  });

  it('lets through what is due outside them, at their end, or when they are off', () => {
    expect(quietHoursEnd(at('2026-12-02T15:00:00Z'), 'America/Denver', NIGHT)).toBeNull();
    expect(quietHoursEnd(at('2026-12-02T03:59:00Z'), 'America/Denver', NIGHT)).toBeNull(); // 20:59
    expect(quietHoursEnd(at('2026-12-02T04:00:00Z'), 'America/Denver', NIGHT)).not.toBeNull(); // 21:00
    expect(quietHoursEnd(at('2026-12-02T05:30:00Z'), 'America/Denver', { ...NIGHT, enabled: false })).toBeNull();
  });

  it('reads a window within one day, and UTC for a person with no zone', () => {
    const afternoon = { enabled: true, start: '13:00', end: '15:30' };
    expect(quietHoursEnd(at('2026-12-02T14:00:00Z'), null, afternoon)).toEqual(at('2026-12-02T15:30:00Z'));
    expect(quietHoursEnd(at('2026-12-02T15:30:00Z'), null, afternoon)).toBeNull();
    expect(quietHoursEnd(at('2026-12-02T12:59:00Z'), null, afternoon)).toBeNull();
  });

  it('ends at 08:00 local on the nights the clocks change', () => {
    // Spring forward in New York (March 8, 2026): 23:00 EST the night before, 08:00 EDT (UTC-4) after.
    expect(quietHoursEnd(at('2026-03-08T04:00:00Z'), 'America/New_York', NIGHT)).toEqual(at('2026-03-08T12:00:00Z'));
    // Fall back (November 1, 2026): 23:00 EDT, 08:00 EST (UTC-5).
    expect(quietHoursEnd(at('2026-11-01T03:00:00Z'), 'America/New_York', NIGHT)).toEqual(at('2026-11-01T13:00:00Z'));
  });

  it('ends at the first minute the clocks show when its end falls in the skipped hour', () => {
    const early = { enabled: true, start: '01:00', end: '02:30' };
    // 01:30 EST on March 8, 2026; 02:30 does not exist, 03:00 EDT (07:00 UTC) does.
    expect(quietHoursEnd(at('2026-03-08T06:30:00Z'), 'America/New_York', early)).toEqual(at('2026-03-08T07:00:00Z'));
  });
});

describe('sendAfter', () => {
  const night = at('2026-12-02T05:30:00Z'); // 22:30 in Denver
  it('sends at once a message about a session starting within two hours, holds one about a later session', () => {
    expect(sendAfter(night, 'America/Denver', NIGHT, at('2026-12-02T06:30:00Z'))).toBeNull();
    expect(sendAfter(night, 'America/Denver', NIGHT, at('2026-12-02T07:30:00Z'))).toBeNull();
    expect(sendAfter(night, 'America/Denver', NIGHT, at('2026-12-02T07:31:00Z'))).toEqual(at('2026-12-02T15:00:00Z'));
    expect(sendAfter(night, 'America/Denver', NIGHT)).toEqual(at('2026-12-02T15:00:00Z'));
  });
});
