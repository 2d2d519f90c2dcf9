import { minutesOf, timeOfMinutes } from '@oola/domain';

/** '9:00 AM' for '09:00', '12:00 AM' for '00:00', 'Midnight' for the end of the day ('24:00'). */
export function timeLabel(time: string): string {
  const minutes = minutesOf(time);
  if (minutes === 1440) return 'Midnight';
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

const HALF_HOURS = Array.from({ length: 49 }, (_, index) => timeOfMinutes(index * 30));

/** A range may start from midnight to 11:30 PM and end from 12:30 AM to midnight. */
export const START_OPTIONS = HALF_HOURS.slice(0, -1).map((value) => ({ value, label: timeLabel(value) }));
export const END_OPTIONS = HALF_HOURS.slice(1).map((value) => ({ value, label: timeLabel(value) }));

/** Monday first, as a week is read in the US; weekday numbers are 0 Sunday ... 6 Saturday. */
export const WEEK = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 0, name: 'Sunday' },
] as const;
