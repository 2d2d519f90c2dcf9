import { dateTimeFormat, longDate, memberToday } from '@oola/domain';

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };

function timeFormat(zone: string): Intl.DateTimeFormat {
  try {
    return dateTimeFormat('en-US', { ...TIME, timeZone: zone });
  } catch {
    // A zone this runtime does not know (stored before an update of its time-zone data): UTC, as memberToday does.
    return dateTimeFormat('en-US', { ...TIME, timeZone: 'UTC' });
  }
}

/** A moment as the reader sees it: date 'MMMM dd, yyyy' and time 'h:mm AM' in their time zone (UTC until chosen). */
export function readerTime(at: Date, timeZone: string | null): { date: string; time: string; createdAt: string } {
  const zone = timeZone || 'UTC';
  return { date: longDate(memberToday(zone, at)), time: timeFormat(zone).format(at), createdAt: at.toISOString() };
}
