import { z } from 'zod';

/** Where a member is in the programme: the journey, the Breakthrough Experience, then the personalised path. */
export const PROGRAMME_PHASES = {
  1: 'Design My Life',
  2: 'Breakthrough Experience',
  3: 'My Personalized Path',
} as const;
export type ProgrammePhase = keyof typeof PROGRAMME_PHASES;

/** The next booked session of a pair (the one under way included), as ISO instants. */
export const coachClientSessionSchema = z.object({ startsAt: z.string(), endsAt: z.string() });

/**
 * One row of the coach's client list (GET Coach/GetMyClients/{userId}): the member, their progress and
 * the pair's coaching figures. isActiveCustomer is false once the member left this coach (MY PAST CLIENTS).
 */
export const coachClientSchema = z.object({
  clientId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  pictureUrl: z.string().nullable(),
  isActiveCustomer: z.boolean(),
  /** When the member chose this coach, and when that ended (null while active). */
  coachedSince: z.string(),
  coachingEndedAt: z.string().nullable(),
  customerLevel: z.string(),
  stepsTaken: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  goalsCompleted: z.number().int(),
  /** The combined score of the latest completed assessment, and when it was completed; null before the first. */
  oolaScore: z.number().nullable(),
  oolaScoreDate: z.string().nullable(),
  currentPhase: z.number().int().min(1).max(3),
  phaseName: z.string(),
  /** The module the member is on (first unlocked one not completed, else the latest unlocked). */
  currentLesson: z.string().nullable(),
  moduleNumber: z.number().int().nullable(),
  /** The current module's one-page workbook (PDF), when it has one. */
  cheatSheetUrl: z.string().nullable(),
  sessionsCompleted: z.number().int(),
  sessionsRemaining: z.number().int(),
  /** The member's messages the coach has not read yet. */
  pendingMessages: z.number().int(),
  nextSession: coachClientSessionSchema.nullable(),
});
export type CoachClient = z.infer<typeof coachClientSchema>;

export const coachClientsSchema = z.array(coachClientSchema);
z.globalRegistry.add(coachClientsSchema, { id: 'CoachClients' });

/** MY STATS (GET Coach/GetMyStats/{userId}), counted from the coach's pairs and their members' progress. */
export const coachStatsSchema = z.object({
  activeClients: z.number().int(),
  lifeTimeClients: z.number().int(),
  clientActionSteps: z.number().int(),
  clientGoalsAchieved: z.number().int(),
});
z.globalRegistry.add(coachStatsSchema, { id: 'CoachStats' });
export type CoachStats = z.infer<typeof coachStatsSchema>;
