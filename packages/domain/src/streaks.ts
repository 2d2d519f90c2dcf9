import { dayNumber, isPausedOn, onlyPausedBetween, type PausedRange } from './streak-pause.js';

/**
 * Longest run of consecutive completed days, and the run that ends today (or
 * yesterday, while today is still open). An empty `today` skips the current run.
 * Paused days neither break nor extend a run: a run carries over a pause, and a
 * day completed inside a pause does not count.
 */
export function streaks(
  days: string[],
  today: string,
  pauses: readonly PausedRange[] = [],
): { longest: number; current: number } {
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    if (isPausedOn(day, pauses)) continue;
    run = previous !== null && onlyPausedBetween(previous, day, pauses) ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const open =
    previous !== null &&
    today !== '' &&
    dayNumber(previous) <= dayNumber(today) &&
    onlyPausedBetween(previous, today, pauses);
  return { longest, current: open ? run : 0 };
}
