import { addDays } from '@oola/domain';

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/** Day selector labels: 0 Today, 1 Tomorrow, then weekday names (from the member's today). */
export function dayLabel(today: string, offset: number): string {
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  return WEEKDAY.format(new Date(`${addDays(today, offset)}T00:00:00Z`));
}
