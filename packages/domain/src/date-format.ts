const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat built once per locale and options: building one costs far more than
 * formatting with it, and the server formats dates in members' time zones on every read.
 * Throws a RangeError for an unknown time zone, as the constructor does.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/**
 * A moment as a person reads it in their own time zone, naming the zone
 * ('November 27, 2026 at 3:45 PM (America/Chicago)'); UTC when they have not chosen one or the
 * runtime does not know it.
 */
export function momentInTimeZone(at: Date, timeZone: string | null): string {
  let zone = timeZone || 'UTC';
  let format: Intl.DateTimeFormat;
  try {
    format = dateTimeFormat('en-US', { ...MOMENT, timeZone: zone });
  } catch {
    zone = 'UTC';
    format = dateTimeFormat('en-US', { ...MOMENT, timeZone: zone });
  }
  return `${format.format(at)} (${zone})`;
}
