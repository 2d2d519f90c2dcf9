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
