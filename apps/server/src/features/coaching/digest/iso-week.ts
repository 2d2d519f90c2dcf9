const DAY_MS = 86_400_000;

const mondayOf = (time: number) => time - ((new Date(time).getUTCDay() + 6) % 7) * DAY_MS;

/** The ISO 8601 week of a 'YYYY-MM-DD' day, e.g. '2026-W48' (weeks start on Monday; week 1 holds January 4). */
export function isoWeekOf(day: string): string {
  const monday = mondayOf(Date.parse(`${day}T00:00:00Z`));
  const year = new Date(monday + 3 * DAY_MS).getUTCFullYear();
  const week = 1 + Math.round((monday - mondayOf(Date.UTC(year, 0, 4))) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;
