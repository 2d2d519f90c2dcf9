import type { EventName, Processor } from '../../../events/index.js';
import type { ClientListCache } from './client-list-cache.js';

/**
 * The events that change a figure of a coach's client list (client-rows.ts, learning.ts, the pending
 * messages): who the clients are, their pictures, levels (with the journey step) and zones, steps, streaks and
 * pauses, goals, Oola score, program, session credits, sessions and bookings, and the chat.
 */
const CLIENT_LIST_EVENTS = [
  'action.tracked',
  'streak.pauseChanged',
  'journey.stepChanged',
  'goal.changed',
  'coach.chosen',
  'elearning.progressed',
  'course.bought',
  'booking.changed',
  'chat.changed',
  'assessment.completed',
  'profile.changed',
] as const satisfies readonly EventName[];

/** Lists holding the member (or coach) an event is about are read again on their next request. */
export function cacheProcessor(cache: ClientListCache): Processor {
  return {
    name: 'coach client lists',
    handles: CLIENT_LIST_EVENTS,
    handle({ payload }) {
      cache.wrote(payload.userId);
      if ('coachId' in payload && payload.coachId !== null) cache.wrote(payload.coachId);
      if ('previousCoachId' in payload && payload.previousCoachId !== null) cache.wrote(payload.previousCoachId);
    },
  };
}
