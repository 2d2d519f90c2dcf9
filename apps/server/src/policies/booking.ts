import { BOOKING_MESSAGES } from '@oola/domain';
import type { Actor } from '../core/actor.js';
import { ALLOWED, forbid, hide, type Verdict } from './ability.js';
import { activeCoachOnly } from './coach-profile.js';
import { signedInAbility, type RouteAbility } from './route-ability.js';

/** A booking's people, as loaded. */
interface BookingFacts {
  coachId: number;
  clientId: number;
}

/** A booking is named by its own id: anyone but its coach and its member gets a 404, as if there were none. */
export const seeBooking = (actor: Pick<Actor, 'id'>, booking: BookingFacts): Verdict =>
  actor.id === booking.coachId || actor.id === booking.clientId ? ALLOWED : hide();

/** Only the member moves a session; the coach may cancel it. */
export const moveBooking = (actor: Pick<Actor, 'id'>, booking: BookingFacts): Verdict =>
  seeBooking(actor, booking) ?? (booking.clientId === actor.id ? ALLOWED : forbid(BOOKING_MESSAGES.onlyMemberMoves));

export const bookingAbilities = {
  /** A coach's weekly hours and days off. */
  manageAvailability: signedInAbility('booking.manageAvailability', activeCoachOnly(BOOKING_MESSAGES.coachesOnly)),
  /** Open slots, book, move, cancel, invites: within a pair the caller is in, a booking they take part in (loaded). */
  useBookings: signedInAbility('booking.useBookings'),
} satisfies Record<string, RouteAbility>;
