import { dateTimeFormat } from '@oola/domain';
import { useSession } from './session';

/**
 * How a moment reads. Every time shown to a person goes through `formatZoned`, in that person's
 * chosen zone, never the browser's.
 */
const STYLES = {
  /** 'Mon, Nov 30, 3:00 PM' */
  dateTime: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 'Monday, November 30 at 3:00 PM' */
  longDateTime: { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** '3:00 PM' */
  time: { hour: 'numeric', minute: '2-digit' },
  /** 'Nov 30, 2026' */
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  /** 'November 30, 2026' */
  longDate: { month: 'long', day: 'numeric', year: 'numeric' },
  /** 'Nov 30' */
  dayMonth: { month: 'short', day: 'numeric' },
  /** 'Monday, Nov 30' */
  weekdayDate: { weekday: 'long', month: 'short', day: 'numeric' },
  /** '2026-11-30': the calendar day, to compare days */
  isoDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type ZonedStyle = keyof typeof STYLES;

/** A user's IANA zone; UTC when none is chosen (as the server reads it). */
export const zoneOrUtc = (timeZone: string | null | undefined): string => timeZone || 'UTC';

/** The zone's short name at that moment: 'MST', 'PDT', 'UTC', or 'GMT+9' where English has none. */
export function zoneShortName(at: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * `at` in `timeZone`, in one of the named styles; `withZone` adds the zone's short name ('3:00 PM MST')
 * where the reader and someone else may be in different zones (a coach and a client, a booking).
 * Spaces are plain ones (ICU puts a narrow no-break space before AM/PM).
 */
export function formatZoned(
  at: string | Date,
  timeZone: string,
  style: ZonedStyle,
  { withZone = false }: { withZone?: boolean } = {},
): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (style === 'isoDay') {
    const parts = dateTimeFormat('en-CA', { timeZone, ...STYLES.isoDay }).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value;
    return `${part('year')}-${part('month')}-${part('day')}`;
  }
  const text = dateTimeFormat('en-US', { timeZone, ...STYLES[style] })
    .format(instant)
    .replace(/\s/g, ' ');
  return withZone ? `${text} ${zoneShortName(instant, timeZone)}` : text;
}

/**
 * The signed-in person's chosen zone (kept in the session, updated when they change it); a visitor
 * who is not signed in has chosen none, so their browser's zone is theirs.
 */
export function useMyTimeZone(): string {
  const session = useSession();
  return session ? zoneOrUtc(session.timeZone) : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
