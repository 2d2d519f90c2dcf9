import { addDays, memberTimeOfDay, memberToday, type MessageChannel, type QuietHours } from '@oola/domain';
import { zonedInstant, zoneOf } from '../../core/zoned-time.js';

/**
 * How one message reaches its person (decision 107): which channels, and when.
 *
 * - The channel is the person's choice for the kind (or its default). `push` goes by push where a device is on,
 *   else by e-mail: a message never silently vanishes because no device is on. `both` is push and e-mail, or
 *   e-mail alone with no device. `off` sends neither (the bell in the app still shows it).
 * - Quiet hours are read in the person's own zone; a window whose start is later than its end crosses midnight.
 *   A message due inside them waits until they end, except a session starting within the next two hours.
 */

export interface Route {
  push: boolean;
  email: boolean;
}

export function routeFor(channel: MessageChannel, hasPushDevice: boolean): Route {
  switch (channel) {
    case 'off':
      return { push: false, email: false };
    case 'email':
      return { push: false, email: true };
    case 'both':
      return { push: hasPushDevice, email: true };
    case 'push':
      return { push: hasPushDevice, email: !hasPushDevice };
  }
}

/** A session starting this soon is told at once, quiet hours or not. */
export const URGENT_WITHIN_MS = 2 * 60 * 60_000;

const minuteOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** The first moment at or after `minute` of `day` that the zone's clocks show (a spring-forward gap moves on). */
function firstInstantFrom(day: string, minute: number, zone: string): Date {
  for (let shown = minute; shown < minute + 180; shown++) {
    const instant = zonedInstant(day, shown, zone);
    if (instant) return instant;
  }
  throw new Error(`No time after ${minute} minutes on ${day} in ${zone}`);
}

/** When the quiet hours that `now` lies in end, or null when `now` is outside them (or they are off). */
export function quietHoursEnd(now: Date, timeZone: string | null, quiet: QuietHours): Date | null {
  if (!quiet.enabled) return null;
  const zone = zoneOf(timeZone);
  const start = minuteOf(quiet.start);
  const end = minuteOf(quiet.end);
  const minute = minuteOf(memberTimeOfDay(zone, now));
  const today = memberToday(zone, now);
  const crossesMidnight = start > end;
  if (!crossesMidnight) {
    return start <= minute && minute < end ? firstInstantFrom(today, end, zone) : null;
  }
  if (minute < end) return firstInstantFrom(today, end, zone);
  if (minute >= start) return firstInstantFrom(addDays(today, 1), end, zone);
  return null;
}

/**
 * When a message due `now` may go: null for at once, else the end of the quiet hours. `sessionStartsAt` names
 * the session a booking message is about.
 */
export function sendAfter(
  now: Date,
  timeZone: string | null,
  quiet: QuietHours,
  sessionStartsAt?: Date | null,
): Date | null {
  if (sessionStartsAt && sessionStartsAt.getTime() - now.getTime() <= URGENT_WITHIN_MS) return null;
  return quietHoursEnd(now, timeZone, quiet);
}
