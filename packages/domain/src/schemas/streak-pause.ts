import { z } from 'zod';
import { wholeNumber } from './primitives.js';

export const STREAK_PAUSE = {
  /** One pause lasts 1 to 14 days, today included. */
  minDays: 1,
  maxDays: 14,
  /** Paused days allowed in any 365 days (decision 062). */
  maxDaysPerYear: 30,
  yearDays: 365,
} as const;

export const STREAK_PAUSE_MESSAGES = {
  notPaused: 'Your streak is not paused.',
  alreadyPaused: (until: string) => `Your streak is already paused until ${until}. End that pause first.`,
  yearlyLimit: (left: number) =>
    `You can pause your streak for at most ${STREAK_PAUSE.maxDaysPerYear} days in 365 days: ` +
    (left === 0 ? 'you have no paused days left.' : `you have ${left} ${left === 1 ? 'day' : 'days'} left.`),
} as const;

export const startStreakPauseSchema = z.object({
  days: wholeNumber(STREAK_PAUSE.minDays, STREAK_PAUSE.maxDays),
});
z.globalRegistry.add(startStreakPauseSchema, { id: 'StartStreakPauseRequest' });
export type StartStreakPause = z.infer<typeof startStreakPauseSchema>;

/** The member's pause (days in their time zone) and what is left of the yearly allowance. */
export const streakPauseStateSchema = z.object({
  pause: z
    .object({
      startDay: z.string(),
      /** The last paused day, included. */
      endDay: z.string(),
      /** endDay written out for people, e.g. 'Friday, December 4'. */
      pausedUntil: z.string(),
    })
    .nullable(),
  daysUsed: z.number().int(),
  daysLeft: z.number().int(),
});
z.globalRegistry.add(streakPauseStateSchema, { id: 'StreakPauseState' });
export type StreakPauseState = z.infer<typeof streakPauseStateSchema>;
