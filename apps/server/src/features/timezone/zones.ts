import { dateTimeFormat, type TimeZoneOption } from '@oola/domain';

/** Node's IANA list leaves out plain UTC, which members abroad may want. */
const ZONES: readonly string[] = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])];
const ZONE_SET = new Set(ZONES);

export function isKnownZone(zone: string): boolean {
  return ZONE_SET.has(zone);
}

/** '+HH:MM' offset of a zone at `now` (e.g. '-07:00'), and the same in minutes for sorting. */
function offsetOf(zone: string, now: Date): { text: string; minutes: number } {
  const name =
    dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return { text: '+00:00', minutes: 0 };
  const [, sign, hours, minutes] = match;
  const total = (Number(hours) * 60 + Number(minutes)) * (sign === '-' ? -1 : 1);
  return { text: `${sign}${hours}:${minutes}`, minutes: total };
}

/** '3:05 p.m.': the 12-hour clock with a.m./p.m. */
export function currentTimeIn(zone: string, now: Date): string {
  return dateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(now)
    .replace(/\s?AM$/i, ' a.m.')
    .replace(/\s?PM$/i, ' p.m.');
}

let cache: { minute: number; list: TimeZoneOption[] } | null = null;

/** Every IANA zone with its UTC offset and current time, west to east; computed once a minute. */
export function definedTimeZones(now: Date): TimeZoneOption[] {
  const minute = Math.floor(now.getTime() / 60_000);
  if (cache?.minute === minute) return cache.list;
  const list = ZONES.map((zone) => ({ zone, offset: offsetOf(zone, now) }))
    .sort((a, b) => a.offset.minutes - b.offset.minutes || a.zone.localeCompare(b.zone))
    .map(({ zone, offset }) => ({
      id: zone,
      displayName: `(UTC${offset.text}) ${zone}`,
      currentTime: currentTimeIn(zone, now),
    }));
  cache = { minute, list };
  return list;
}
