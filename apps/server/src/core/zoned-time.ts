import { TZDateMini } from '@date-fns/tz';
import { dateTimeFormat } from '@oola/domain';

/** A user's IANA zone; UTC when none is set. */
export const zoneOf = (timeZone: string | null | undefined): string => timeZone || 'UTC';

/** 0 Sunday ... 6 Saturday of a 'YYYY-MM-DD' day. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The instant of `minute` after local midnight of `day` in `zone`, or null when the clocks skip
 * that local time (the spring-forward hour). A time the clocks pass twice (fall back) is its
 * first occurrence.
 */
export function zonedInstant(day: string, minute: number, zone: string): Date | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const local = new TZDateMini(year, month - 1, date, Math.floor(minute / 60), minute % 60, zone);
  if (local.getHours() * 60 + local.getMinutes() !== minute) return null;
  return new Date(local.getTime());
}

/** 'Tuesday, December 1' in `zone`. */
export const dayLabel = (instant: Date, zone: string): string =>
  dateTimeFormat('en-US', { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric' }).format(instant);

/** '9:30 AM' in `zone`, with a plain space (ICU puts a narrow no-break space before AM/PM). */
export const timeLabel = (instant: Date, zone: string): string =>
  dateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(instant)
    .replace(/\s/g, ' ');

/** 'Tuesday, December 1 at 9:30 AM' in `zone`. */
export const whenLabel = (instant: Date, zone: string): string =>
  `${dayLabel(instant, zone)} at ${timeLabel(instant, zone)}`;

/** The zone's short name at that instant: 'MST', 'MDT', 'UTC', or 'GMT+5:30' where it has none in English. */
export const zoneShortName = (instant: Date, zone: string): string =>
  dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value ?? zone;

/** 'Tuesday, December 1 at 9:30 AM MST' in `zone`: what a message says, the zone named. */
export const whenWithZone = (instant: Date, zone: string): string =>
  `${whenLabel(instant, zone)} ${zoneShortName(instant, zone)}`;
