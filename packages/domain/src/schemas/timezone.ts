import { z } from 'zod';
import { coercedIdSchema, singleLine } from './primitives.js';

export const TIME_ZONE_MESSAGES = {
  required: 'The Time Zone is required',
  requiredOnClose: 'The timezone is requires',
  updated: 'Time zone updated!',
  welcome: 'Thanks and Welcome to Oola!',
  unknown: 'Please choose a time zone from the list',
} as const;

/** One IANA zone: displayName like 'Denver (Mountain Time, UTC−7)', currentTime like '3:05 PM'. */
export const timeZoneOptionSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  currentTime: z.string(),
});
z.globalRegistry.add(timeZoneOptionSchema, { id: 'TimeZoneOption' });
export type TimeZoneOption = z.infer<typeof timeZoneOptionSchema>;

export const updateTimeZoneRequestSchema = z.object({
  userId: coercedIdSchema,
  /** IANA names are at most about 30 characters. */
  definedTimeZoneId: singleLine(z.string({ error: TIME_ZONE_MESSAGES.required }))
    .trim()
    .min(1, TIME_ZONE_MESSAGES.required)
    .max(100, TIME_ZONE_MESSAGES.unknown),
});
z.globalRegistry.add(updateTimeZoneRequestSchema, { id: 'UpdateTimeZoneRequest' });
export type UpdateTimeZoneRequest = z.input<typeof updateTimeZoneRequestSchema>;

export const updateTimeZoneResponseSchema = z.object({
  definedTimeZoneId: z.string(),
  currentTime: z.string(),
});
z.globalRegistry.add(updateTimeZoneResponseSchema, { id: 'UpdateTimeZoneResponse' });
