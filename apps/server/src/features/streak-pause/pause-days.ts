import { addDays, dateTimeFormat, pausedDaysWithin, STREAK_PAUSE, type PausedRange } from '@oola/domain';

/** A 'YYYY-MM-DD' day written out for people: 'Friday, December 4'. */
export function dayLabel(day: string): string {
  const format = dateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(`${day}T12:00:00Z`));
}

/** The pause that covers `today`, if any (pauses start on the day they are asked for, never later). */
export const activePause = <P extends PausedRange>(pauses: readonly P[], today: string): P | undefined =>
  pauses.find((pause) => pause.startDay <= today && today <= pause.endDay);

/**
 * Decision 062: paused days are counted over the 365 days up to today, the rest of a running
 * pause included; a new pause fits when its days and those stay within the yearly allowance.
 */
export function pausedDaysUsed(pauses: readonly PausedRange[], today: string): number {
  const lastPossibleDay = addDays(today, STREAK_PAUSE.maxDays);
  return pausedDaysWithin(addDays(today, -(STREAK_PAUSE.yearDays - 1)), lastPossibleDay, pauses);
}
