import dayjs from 'dayjs';

/** The goal date as shown: 'January 05, 2025' (spec format 'MMMM dd, yyyy'). */
export const GOAL_DATE_DISPLAY = 'MMMM DD, YYYY';
export const GOAL_DATE_PLACEHOLDER = 'Complete by: mm/dd/yyyy';

export function formatGoalDate(day: string): string {
  return dayjs(day).format(GOAL_DATE_DISPLAY);
}

/** Today as a 'YYYY-MM-DD' day of the browser. */
export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Reads a typed date: mm/dd/yyyy (the placeholder's form) or 'January 05, 2025'. */
export function parseTypedDate(input: string): Date | null {
  const text = input.trim();
  const numeric = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const long = /^([a-z]+)\s+(\d{1,2}),?\s+(\d{4})$/i.exec(text);
  let year: number, month: number, day: number;
  if (numeric) {
    [month, day, year] = [Number(numeric[1]) - 1, Number(numeric[2]), Number(numeric[3])];
  } else if (long) {
    month = MONTHS.indexOf(long[1]!.toLowerCase());
    [day, year] = [Number(long[2]), Number(long[3])];
  } else {
    return null;
  }
  const date = new Date(year, month, day);
  return date.getMonth() === month && date.getDate() === day ? date : null;
}
