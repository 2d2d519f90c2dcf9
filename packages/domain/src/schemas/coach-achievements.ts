import { z } from 'zod';
import { achievementSchema } from './achievements.js';
import { coercedIdSchema, coercedWholeNumber } from './primitives.js';

/** A coach badge with the coach's state of it (GetAchievements, GetMyAchievements). */
export const coachAchievementSchema = achievementSchema.extend({
  section: z.enum(['certifications', 'lifetimeClients', 'clientActionSteps', 'clientGoalsAchieved']),
  /** The coach's own count of what the badge counts (modules, clients, steps or goals), for "what is needed". */
  currentValue: z.number().int(),
  /** How the badge is earned, in words. */
  howToEarn: z.string(),
});
export type CoachAchievement = z.infer<typeof coachAchievementSchema>;

/** GetMyAchievements: every coach badge, in the modal's four sections. */
export const coachAchievementSectionsSchema = z.object({
  certifications: z.array(coachAchievementSchema),
  lifetimeClients: z.array(coachAchievementSchema),
  clientActionSteps: z.array(coachAchievementSchema),
  clientGoalsAchieved: z.array(coachAchievementSchema),
});
export type CoachAchievementSections = z.infer<typeof coachAchievementSectionsSchema>;

/** GetAchievements: the badges the coach has earned, latest first. */
export const coachBadgesSchema = z.array(coachAchievementSchema);

/** PUT Coach/UpdateDisplayedBadge: the same body as the member's call. */
export const updateDisplayedCoachBadgeRequestSchema = z.object({
  userId: coercedIdSchema,
  achievementId: coercedWholeNumber(101, 499),
});
export type UpdateDisplayedCoachBadgeRequest = z.infer<typeof updateDisplayedCoachBadgeRequestSchema>;
