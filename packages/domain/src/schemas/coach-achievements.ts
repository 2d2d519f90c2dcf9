import { z } from 'zod';
import { coercedIdSchema, coercedWholeNumber } from './primitives.js';

/** A coach badge with the coach's state of it (GetAchievements, GetMyAchievements). */
export const coachAchievementSchema = z.object({
  id: z.number().int(),
  section: z.enum(['certifications', 'lifetimeClients', 'clientActionSteps', 'clientGoalsAchieved']),
  achievementName: z.string(),
  achieved: z.boolean(),
  displayed: z.boolean(),
  /** The threshold drawn on the badge (modules, clients, steps or goals; quizzes for the perfect-score badge). */
  achievementValue: z.number().int(),
  /** The coach's own count of what the badge counts, for "what is needed". */
  currentValue: z.number().int(),
  /** How the badge is earned, in words. */
  howToEarn: z.string(),
  fileName: z.string(),
  completionDate: z.string().nullable(),
  congratsMessage: z.string(),
  socialMediaTitle: z.string(),
  socialMediaMessage: z.string(),
  socialMediaImageUrl: z.string().nullable(),
  webAlias: z.string().nullable(),
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
