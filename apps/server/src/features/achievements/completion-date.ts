import { dateTimeFormat } from '@oola/domain';

/** 'November 26, 2026': the day a badge was earned, in its owner's time zone (UTC when unset). */
export function completionDate(date: Date, timeZone: string | null): string {
  return dateTimeFormat('en-US', {
    timeZone: timeZone ?? 'UTC',
    month: 'long',
    day: '2-digit',
    year: 'numeric',
  }).format(date);
}
