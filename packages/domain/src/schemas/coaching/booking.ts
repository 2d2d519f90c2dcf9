import { z } from 'zod';
import { calendarDay, coercedIdSchema, wholeNumber } from '../primitives.js';

/** Built-in booking: the numbers every rule of it uses (decision 048). */
export const BOOKING = {
  slotMinutes: 30,
  /** Members see open slots from now to this many days ahead. */
  lookAheadDays: 21,
  /** A slot opens for booking until this many hours before it starts. */
  minNoticeHours: 12,
  /** A member cancels or moves a session up to this many hours before it starts. */
  changeCutoffHours: 24,
  /** A session's booking is the meeting's from this many minutes before its start to its end. */
  joinEarlyMinutes: 15,
  /** Ranges of weekly hours a coach may keep (48 half hours a day would be the most that fits). */
  maxRanges: 100,
  maxDaysOff: 366,
} as const;

export const BOOKING_MESSAGES = {
  coachesOnly: 'Only active coaches can manage a schedule.',
  slotTaken: 'This time was just taken. Please choose another.',
  slotUnavailable: 'This time is not open for booking. Please choose another.',
  tooLateToChange: 'Sessions can be canceled or moved only up to 24 hours before they start.',
  alreadyCancelled: 'This session has already been canceled.',
  alreadyHeld: 'This session has already taken place.',
  sameTime: 'Please choose a different time to move the session to.',
  onlyMemberMoves: 'Only the member can move a session. You can cancel it instead.',
  timeStep: 'Times must be on the hour or half hour (HH:MM)',
  rangeOrder: 'A range must start before it ends',
  overlap: 'Ranges on the same day must not overlap',
  dayOff: 'A day off must be a date (YYYY-MM-DD)',
  duplicateDayOff: 'Each day off may be listed once',
  startsAt: 'Choose a time from the list',
  booked: 'Your session is booked.',
  cancelled: 'The session was canceled and its credit returned.',
  moved: 'Your session was moved.',
  saved: 'Your availability was saved.',
} as const;

/** 'HH:MM' on the hour or half hour, '24:00' for the end of the day. */
export const timeOfDaySchema = z
  .string({ error: BOOKING_MESSAGES.timeStep })
  .regex(/^(?:(?:[01]\d|2[0-3]):[03]0|24:00)$/, BOOKING_MESSAGES.timeStep);

/** Minutes after midnight of an 'HH:MM' time. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** 'HH:MM' of minutes after midnight (1440 is '24:00'). */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** One range of weekly hours: weekday 0 Sunday ... 6 Saturday, in the coach's time zone. */
export const availabilityRangeSchema = z
  .object({ weekday: wholeNumber(0, 6), start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((range) => minutesOf(range.start) < minutesOf(range.end), {
    message: BOOKING_MESSAGES.rangeOrder,
    path: ['end'],
  });
export type AvailabilityRange = z.infer<typeof availabilityRangeSchema>;

/** The first range that overlaps an earlier one of its weekday (ranges that only touch are fine). */
function firstOverlap(ranges: AvailabilityRange[]): number {
  return ranges.findIndex((range, index) =>
    ranges
      .slice(0, index)
      .some(
        (other) =>
          other.weekday === range.weekday &&
          minutesOf(other.start) < minutesOf(range.end) &&
          minutesOf(range.start) < minutesOf(other.end),
      ),
  );
}

export const saveAvailabilityRequestSchema = z
  .object({
    userId: coercedIdSchema,
    ranges: z.array(availabilityRangeSchema).max(BOOKING.maxRanges),
    daysOff: z.array(calendarDay(BOOKING_MESSAGES.dayOff)).max(BOOKING.maxDaysOff),
  })
  .superRefine((body, context) => {
    const overlap = firstOverlap(body.ranges);
    if (overlap >= 0)
      context.addIssue({ code: 'custom', message: BOOKING_MESSAGES.overlap, path: ['ranges', overlap] });
    const duplicate = body.daysOff.findIndex((day, index) => body.daysOff.indexOf(day) !== index);
    if (duplicate >= 0) {
      context.addIssue({ code: 'custom', message: BOOKING_MESSAGES.duplicateDayOff, path: ['daysOff', duplicate] });
    }
  });
z.globalRegistry.add(saveAvailabilityRequestSchema, { id: 'SaveAvailabilityRequest' });
export type SaveAvailabilityRequest = z.input<typeof saveAvailabilityRequestSchema>;

export const availabilitySchema = z.object({
  userId: z.number().int(),
  /** The coach's IANA zone (users.time_zone; UTC when none is set): the ranges are in it. */
  timeZone: z.string(),
  /** The coach's external scheduling site, when one is set: Manage Schedule opens it instead. */
  schedulingUrl: z.string().nullable(),
  /** Sorted by weekday, then start. */
  ranges: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  /** The coach's local days, sorted. */
  daysOff: z.array(z.string()),
});
z.globalRegistry.add(availabilitySchema, { id: 'Availability' });
export type Availability = z.infer<typeof availabilitySchema>;

export const pairParamsSchema = z.object({ coachId: coercedIdSchema, clientId: coercedIdSchema });
export const bookingIdParamsSchema = z.object({ bookingId: coercedIdSchema });

/** An instant with its offset, as the open slots answer it (e.g. '2026-12-01T16:30:00.000Z'). */
const instantSchema = z.iso.datetime({ offset: true, error: BOOKING_MESSAGES.startsAt });

export const bookSlotRequestSchema = z.object({ coachId: coercedIdSchema, startsAt: instantSchema });
z.globalRegistry.add(bookSlotRequestSchema, { id: 'BookSlotRequest' });
export type BookSlotRequest = z.input<typeof bookSlotRequestSchema>;

export const rescheduleRequestSchema = z.object({ bookingId: coercedIdSchema, startsAt: instantSchema });
z.globalRegistry.add(rescheduleRequestSchema, { id: 'RescheduleRequest' });
export type RescheduleRequest = z.input<typeof rescheduleRequestSchema>;

export const cancelBookingRequestSchema = z.object({ bookingId: coercedIdSchema });
z.globalRegistry.add(cancelBookingRequestSchema, { id: 'CancelBookingRequest' });
export type CancelBookingRequest = z.input<typeof cancelBookingRequestSchema>;

export const openSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** '9:30 AM' in the member's time zone. */
  time: z.string(),
});
export type OpenSlot = z.infer<typeof openSlotSchema>;

export const openSlotsSchema = z.object({
  coachId: z.number().int(),
  /** The member's IANA zone: days and times are in it. */
  timeZone: z.string(),
  /** Days with at least one open slot, in order; each day 'YYYY-MM-DD' and 'Tuesday, December 1'. */
  days: z.array(z.object({ day: z.string(), label: z.string(), slots: z.array(openSlotSchema) })),
});
z.globalRegistry.add(openSlotsSchema, { id: 'OpenSlots' });
export type OpenSlots = z.infer<typeof openSlotsSchema>;

export const bookingViewSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  coachId: z.number().int(),
  clientId: z.number().int(),
  coachName: z.string(),
  clientName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['booked', 'cancelled']),
  /** The invite's SEQUENCE: raised on every change. */
  sequence: z.number().int(),
  /** 'Tuesday, December 1 at 9:30 AM' in the viewer's time zone. */
  when: z.string(),
  /** The member may cancel or move it until this instant (24 hours before the start). */
  changeableUntil: z.string(),
  /** The viewer may cancel it now (the member until changeableUntil, the coach until it ends). */
  canCancel: z.boolean(),
  /** The viewer may move it now (the member only, until changeableUntil). */
  canReschedule: z.boolean(),
  /** Its video session may be joined now: from BOOKING.joinEarlyMinutes before its start to its end. */
  joinable: z.boolean(),
});
z.globalRegistry.add(bookingViewSchema, { id: 'BookingView' });
export type BookingView = z.infer<typeof bookingViewSchema>;

export const coachingScheduleSchema = z.object({
  coachId: z.number().int(),
  clientId: z.number().int(),
  coachName: z.string(),
  clientName: z.string(),
  /** The viewer's IANA zone: every `when` is in it. */
  timeZone: z.string(),
  /** The coach's external scheduling site: shown instead of the built-in booking when set. */
  schedulingUrl: z.string().nullable(),
  /** The pair is current (a past pair's bookings stay readable; nothing new is booked). */
  active: z.boolean(),
  /** The member's session credits: each booking uses one. */
  sessionsRemaining: z.number().int(),
  /** Sessions not yet over, soonest first. */
  bookings: z.array(bookingViewSchema),
});
z.globalRegistry.add(coachingScheduleSchema, { id: 'CoachingSchedule' });
export type CoachingSchedule = z.infer<typeof coachingScheduleSchema>;
