import dayjs from 'dayjs';

/** Day 0 is Today, 1 Tomorrow, then the weekday's name. */
export function dayLabel(day: number, date: string): string {
  if (day === 0) return 'Today';
  if (day === 1) return 'Tomorrow';
  return dayjs(date).format('dddd');
}

/** 'Mar 5' style short date for a day heading. */
export function shortDate(date: string): string {
  return dayjs(date).format('MMM D');
}
