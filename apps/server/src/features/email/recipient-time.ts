import { dateTimeFormat } from '@oola/domain';

/** A day as the recipient reads it in their own zone (UTC when they chose none): 'Friday, March 6, 2026'. */
export function recipientDate(at: Date, timeZone: string | null): string {
  return dateTimeFormat('en-US', {
    timeZone: timeZone ?? 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(at);
}

/** A moment as the recipient reads it, with their zone named: 'Friday, March 6, 2026, 3:00 PM EST'. */
export function recipientDateTime(at: Date, timeZone: string | null): string {
  return dateTimeFormat('en-US', {
    timeZone: timeZone ?? 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}
