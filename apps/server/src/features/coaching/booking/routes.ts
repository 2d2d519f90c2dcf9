import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilitySchema,
  bookingIdParamsSchema,
  bookingViewSchema,
  bookSlotRequestSchema,
  cancelBookingRequestSchema,
  coachIdParamsSchema,
  coachingScheduleSchema,
  openSlotsSchema,
  pairParamsSchema,
  rescheduleRequestSchema,
  saveAvailabilityRequestSchema,
  userIdParamsSchema,
} from '@oola/domain';
import type { Clock } from '../../../core/clock.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { availabilityOf, saveAvailability } from './availability.js';
import { bookingMailSettings } from './booking-emails.js';
import { bookSlot, cancelBooking, rescheduleBooking } from './bookings.js';
import { inviteFileName, inviteFor, inviteText } from './invite.js';
import type { BookingRow } from './queries.js';
import { coachingSchedule, openSlots } from './schedule.js';
import { bookingView, pairPeople } from './views.js';
import { bookingAbilities } from '../../../policies/booking.js';
import { onOwnAccount } from '../../../policies/route-ability.js';

const coachCall = { tags: ['Coach'], security: [{ bearer: [] }] };
const bookingCall = { tags: ['Booking'], security: [{ bearer: [] }] };
const COACHES_ONLY = 'Active coaches only (403 for anyone else, and for a userId other than the caller’s).';
const RULES =
  'Slots are 30 minutes, cut from the coach’s weekly hours in the coach’s time zone, minus days off, live ' +
  'bookings of the coach or the member, and anything starting within 12 hours; 21 days ahead (decision 048).';

/** Weekly availability (coach) and built-in booking of 30-minute sessions (member and coach). */
export const bookingRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; config: Config }> = async (
  app,
  { db, clock, config },
) => {
  const mail = bookingMailSettings(config);

  /** The booking as the caller sees it, after a change. */
  const viewOf = async (request: FastifyRequest, booking: BookingRow) =>
    bookingView(booking, await pairPeople(db, booking.coachId, booking.clientId), request.user, clock.now());

  app.get(
    '/Coach/GetAvailability/:userId',
    {
      config: { ability: onOwnAccount(bookingAbilities.manageAvailability, 'params') },
      schema: {
        ...coachCall,
        summary: "The coach's weekly hours (in the coach's time zone) and days off",
        description: COACHES_ONLY,
        params: userIdParamsSchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => availabilityOf(db, request.user),
  );

  app.put(
    '/Coach/SaveAvailability',
    {
      config: { ability: onOwnAccount(bookingAbilities.manageAvailability, 'body'), errors: ['notFound'] },
      schema: {
        ...coachCall,
        summary: "Replace the coach's weekly hours and days off",
        description:
          `${COACHES_ONLY} Ranges: weekday 0 (Sunday) to 6, start and end 'HH:MM' on the hour or half hour ` +
          "('24:00' ends a day), start before end, no overlaps on a day; days off 'YYYY-MM-DD' in the coach's " +
          'time zone, each once. Anything else is a 400 and nothing is saved. Sessions already booked stay booked.',
        body: saveAvailabilityRequestSchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => saveAvailability(db, request.user, request.body),
  );

  app.get(
    '/Booking/GetOpenSlots/:coachId',
    {
      config: { ability: bookingAbilities.useBookings, errors: ['forbidden'] },
      schema: {
        ...bookingCall,
        summary: "The open 30-minute slots of the member's coach, in the member's time zone",
        description: `Only the member of a current pair with this coach (403 otherwise). ${RULES}`,
        params: coachIdParamsSchema,
        response: { 200: openSlotsSchema },
      },
    },
    async (request) => openSlots(db, request.user, request.params.coachId, clock.now()),
  );

  app.get(
    '/Booking/GetSchedule/:coachId/:clientId',
    {
      config: { ability: bookingAbilities.useBookings, errors: ['forbidden'] },
      schema: {
        ...bookingCall,
        summary: "A pair's sessions not yet over, in the caller's time zone, and the coach's scheduling link",
        description: 'For the pair’s coach and member only (403 for anyone else); a past pair’s stays readable.',
        params: pairParamsSchema,
        response: { 200: coachingScheduleSchema },
      },
    },
    async (request) => coachingSchedule(db, request.user, request.params.coachId, request.params.clientId, clock.now()),
  );

  app.post(
    '/Booking/BookSlot',
    {
      config: { ability: bookingAbilities.useBookings, errors: ['forbidden', 'notFound', 'conflict'] },
      schema: {
        ...bookingCall,
        summary: 'Book an open slot of the member’s current coach, using one session credit',
        description:
          `${RULES} 403 outside a current pair; 409 when the time is not an open slot, when it was just taken ` +
          '(two requests racing for one slot get one booking and one 409), or when no session credit is left.',
        body: bookSlotRequestSchema,
        response: { 201: bookingViewSchema },
      },
    },
    async (request, reply) => {
      const { coachId, startsAt } = request.body;
      const booking = await bookSlot(db, app.events, request.user.id, coachId, new Date(startsAt), clock.now());
      return reply.status(201).send(await viewOf(request, booking));
    },
  );

  app.put(
    '/Booking/Reschedule',
    {
      config: { ability: bookingAbilities.useBookings, errors: ['forbidden', 'notFound', 'conflict'] },
      schema: {
        ...bookingCall,
        summary: 'The member moves a session to another open slot, up to 24 hours before it starts',
        description:
          'Keeps the invite’s UID and raises its SEQUENCE; the credit stays spent. 404 for a booking not the ' +
          'caller’s, 403 for its coach, 409 within 24 hours of the start, for a canceled one or a time not open.',
        body: rescheduleRequestSchema,
        response: { 200: bookingViewSchema },
      },
    },
    async (request) => {
      const { bookingId, startsAt } = request.body;
      return viewOf(
        request,
        await rescheduleBooking(db, app.events, request.user.id, bookingId, new Date(startsAt), clock.now()),
      );
    },
  );

  app.put(
    '/Booking/Cancel',
    {
      config: { ability: bookingAbilities.useBookings, errors: ['forbidden', 'notFound', 'conflict'] },
      schema: {
        ...bookingCall,
        summary: 'Cancel a session; its credit comes back',
        description:
          'The member up to 24 hours before the start (409 after), the coach at any time until the session has ' +
          'been held. 404 for a booking of someone else; 409 when already canceled. The invite becomes ' +
          'METHOD:CANCEL with a higher SEQUENCE.',
        body: cancelBookingRequestSchema,
        response: { 200: bookingViewSchema },
      },
    },
    async (request) =>
      viewOf(request, await cancelBooking(db, app.events, request.user.id, request.body.bookingId, clock.now())),
  );

  app.get(
    '/Booking/GetInvite/:bookingId',
    {
      config: { ability: bookingAbilities.useBookings, errors: ['forbidden'] },
      schema: {
        ...bookingCall,
        summary: "A session's calendar invite (.ics, text/calendar)",
        description:
          'Stable UID per booking, SEQUENCE raised on every change, METHOD:REQUEST while booked, METHOD:CANCEL ' +
          'and STATUS:CANCELLED once canceled; organizer the coach, attendee the member, times in UTC. ' +
          '404 for a booking of someone else.',
        produces: ['text/calendar'],
        params: bookingIdParamsSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const parts = await inviteFor(db, request.user.id, request.params.bookingId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${inviteFileName(parts.booking)}"`)
        .send(inviteText({ ...parts, ...mail }));
    },
  );
};
