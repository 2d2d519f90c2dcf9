import { addDays } from './member-day.js';

/** A streak pause's days in the member's zone, 'YYYY-MM-DD', both ends included. */
export interface PausedRange {
  startDay: string;
  endDay: string;
}

/** Whole days since 1970-01-01 of a 'YYYY-MM-DD' day, so consecutive days differ by one. */
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export function isPausedOn(day: string, pauses: readonly PausedRange[]): boolean {
  return pauses.some((pause) => pause.startDay <= day && day <= pause.endDay);
}

/** How many days from `from` to `to` (both included) fall in a pause; pauses never overlap. */
export function pausedDaysWithin(from: string, to: string, pauses: readonly PausedRange[]): number {
  let count = 0;
  for (const pause of pauses) {
    const start = Math.max(dayNumber(from), dayNumber(pause.startDay));
    const end = Math.min(dayNumber(to), dayNumber(pause.endDay));
    if (end >= start) count += end - start + 1;
  }
  return count;
}

/** True when every day strictly between `before` and `after` is paused (none between: true). */
export function onlyPausedBetween(before: string, after: string, pauses: readonly PausedRange[]): boolean {
  const between = dayNumber(after) - dayNumber(before) - 1;
  if (between <= 0) return true;
  return pausedDaysWithin(addDays(before, 1), addDays(after, -1), pauses) >= between;
}

/** The database's 'start:end,start:end' list of a member's pauses. */
export function parsePausedRanges(text: string | null | undefined): PausedRange[] {
  if (!text) return [];
  return text.split(',').map((range) => {
    const [startDay = '', endDay = ''] = range.split(':');
    return { startDay, endDay };
  });
}
