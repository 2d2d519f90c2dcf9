import { MARKETING } from './constants.js';

/**
 * Support hours: Monday to Friday, 8:00 to 16:00
 * Pacific time. `label` is the wording the public pages show.
 */
export const SUPPORT_HOURS = {
  timeZone: 'America/Los_Angeles',
  /** ISO weekdays: 1 Monday ... 7 Sunday. */
  weekdays: [1, 2, 3, 4, 5],
  startHour: 8,
  endHour: 16,
  label: MARKETING.supportHours,
} as const;

const WEEKDAY_NUMBER: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const pacificClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SUPPORT_HOURS.timeZone,
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** True while a person answers the live chat (8:00 inclusive to 16:00 exclusive, Pacific, Monday-Friday). */
export function isWithinSupportHours(at: Date = new Date()): boolean {
  const parts = pacificClock.formatToParts(at);
  const weekday = WEEKDAY_NUMBER[parts.find((part) => part.type === 'weekday')?.value ?? ''] ?? 0;
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? -1);
  return (
    (SUPPORT_HOURS.weekdays as readonly number[]).includes(weekday) &&
    hour >= SUPPORT_HOURS.startHour &&
    hour < SUPPORT_HOURS.endHour
  );
}
