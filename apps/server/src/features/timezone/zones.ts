import { dateTimeFormat, timeZoneLabel, type TimeZoneOption } from '@oola/domain';

/** Node's IANA list leaves out plain UTC, which members abroad may want. */
const ZONES: readonly string[] = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])];
const ZONE_SET = new Set(ZONES);

export function isKnownZone(zone: string): boolean {
  return ZONE_SET.has(zone);
}

/** The zone's offset at `now` in minutes, to sort the list west to east. */
function offsetMinutes(zone: string, now: Date): number {
  const name =
    dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const [, sign, hours, minutes] = match;
  return (Number(hours) * 60 + Number(minutes)) * (sign === '-' ? -1 : 1);
}

/** '3:05 PM', as the app writes a time (apps/web/src/lib/zoned-time.ts), with a plain space. */
export function currentTimeIn(zone: string, now: Date): string {
  return dateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' })
    .format(now)
    .replace(/\s/g, ' ');
}

let cache: { minute: number; list: TimeZoneOption[] } | null = null;

/** Every IANA zone named as people name it, with its current time, west to east; computed once a minute. */
export function definedTimeZones(now: Date): TimeZoneOption[] {
  const minute = Math.floor(now.getTime() / 60_000);
  if (cache?.minute === minute) return cache.list;
  const list = ZONES.map((zone) => ({ zone, offset: offsetMinutes(zone, now) }))
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone))
    .map(({ zone }) => ({
      id: zone,
      displayName: timeZoneLabel(zone, now),
      currentTime: currentTimeIn(zone, now),
    }));
  cache = { minute, list };
  return list;
}
