import { dateTimeFormat } from './date-format.js';

/** The time of day 'HH:mm' (24-hour clock) in a member's IANA zone; UTC when they have not chosen one. */
export function memberTimeOfDay(timeZone: string | null | undefined, now: Date = new Date()): string {
  const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  try {
    return dateTimeFormat('en-GB', { ...options, timeZone: timeZone || 'UTC' }).format(now);
  } catch {
    return now.toISOString().slice(11, 16);
  }
}
