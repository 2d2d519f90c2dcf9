import { z } from 'zod';

/** The largest value of a database id (a PostgreSQL integer: 32 bits, signed). */
export const INT32_MAX = 2_147_483_647;
/** The longest email address (RFC 5321), so the longest sign-in identifier. */
export const EMAIL_MAX_LENGTH = 254;
/** Tokens and secrets a client sends back (shop customer token, chat secret): far longer than any we issue. */
export const TOKEN_MAX_LENGTH = 512;
/** Sign-up refuses longer passwords, so no sign-in needs one. */
export const PASSWORD_MAX_LENGTH = 200;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

export const wholeNumberMessage = (min: number, max: number) => `must be a whole number between ${min} and ${max}`;
export const tooLongMessage = (max: number) => `must be at most ${max.toLocaleString('en-US')} characters`;

/** Every control character (Unicode Cc: C0, DEL and C1). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A whole number from min to max (a database integer by default), one message for every way to miss it. */
export function wholeNumber(min: number, max = INT32_MAX) {
  const message = wholeNumberMessage(min, max);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** The same from text: a path parameter, a query string, or a body field a client may send quoted. */
export function coercedWholeNumber(min: number, max = INT32_MAX) {
  const message = wholeNumberMessage(min, max);
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** An id in a JSON body: 1 to 2147483647. */
export const idSchema = wholeNumber(1);
/** An id in a path or query string (or a body field that takes text too). */
export const coercedIdSchema = coercedWholeNumber(1);

export const newOrExistingIdMessage = `must be 0 or null for a new item, or an id between 1 and ${INT32_MAX}`;

/**
 * The id of an item a call saves, where the spec's client marks a new item by sending 0, null or no
 * id at all: all three parse to undefined (new); 1 to 2147483647 names an existing item. Set
 * `fromText` where the field also takes a quoted number. Ids that must name an existing item use
 * idSchema, which refuses 0.
 */
export function newOrExistingId({ fromText = false } = {}) {
  const message = newOrExistingIdMessage;
  const id = fromText ? z.coerce.number({ error: message }) : z.number({ error: message });
  return id
    .int(message)
    .min(0, message)
    .max(INT32_MAX, message)
    .nullish()
    .transform((value) => value || undefined)
    .optional();
}

/** Refuses every control character, a tab and a line break included; `schema` may carry its own type error. */
export const singleLine = (schema = z.string()) =>
  schema.refine((value) => !ANY_CONTROL.test(value), CONTROL_CHARACTERS_MESSAGE);

/** Refuses control characters other than line breaks and tabs. */
export const multiLine = (schema = z.string()) =>
  schema.refine((value) => !CONTROL_BUT_LINE_BREAKS.test(value), CONTROL_CHARACTERS_MESSAGE);

/** One line of text, trimmed, at most `max` characters. */
export const singleLineText = (max: number, tooLong = tooLongMessage(max)) => singleLine().trim().max(max, tooLong);

/** Text over several lines (tabs allowed), trimmed, at most `max` characters. */
export const multiLineText = (max: number, tooLong = tooLongMessage(max)) => multiLine().trim().max(max, tooLong);

/** A token or secret a client sends back. */
export const tokenText = () => singleLineText(TOKEN_MAX_LENGTH, 'is too long for a token');

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real 'YYYY-MM-DD' day from year 1 (PostgreSQL has no year 0); Date.parse alone takes February 30. */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day 'YYYY-MM-DD'. */
export const calendarDay = (message: string) =>
  z.string().regex(DAY_PATTERN, { message, abort: true }).refine(isCalendarDay, message);
