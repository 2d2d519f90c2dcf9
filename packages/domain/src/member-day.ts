import { dateTimeFormat } from './date-format.js';

/**
 * A member's calendar day ('YYYY-MM-DD') in their IANA time zone; UTC when
 * they have not chosen one. Every member's "today" is computed in their zone.
 */
export function memberToday(timeZone: string | null | undefined, now: Date = new Date()): string {
  const zone = timeZone || 'UTC';
  try {
    return dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Adds whole days to a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
