import { z } from 'zod';
import { customerProfileInfoSchema } from './auth.js';
import { coercedIdSchema, coercedWholeNumber } from './primitives.js';

/** A badge, milestone or streak as the dashboard reads it. */
export const achievementSchema = z.object({
  id: z.number().int(),
  achievementName: z.string(),
  achieved: z.boolean(),
  displayed: z.boolean(),
  /** The number drawn on the badge: its threshold, or the goals-completed count for id 8. */
  achievementValue: z.number().int(),
  fileName: z.string(),
  completionDate: z.string().nullable(),
  congratsMessage: z.string(),
  socialMediaTitle: z.string(),
  socialMediaMessage: z.string(),
  socialMediaImageUrl: z.string().nullable(),
  webAlias: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementGroupsSchema = z.object({
  badges: z.array(achievementSchema),
  milestones: z.array(achievementSchema),
  streaks: z.array(achievementSchema),
});
export type AchievementGroups = z.infer<typeof achievementGroupsSchema>;

/** GetCustomerProfileInformation: the profile card's data and every achievement, grouped. */
export const customerProfileInformationSchema = customerProfileInfoSchema.extend({
  goalsCompleted: z.number().int(),
  latestAchievements: z.array(achievementSchema),
  achievements: achievementGroupsSchema,
});
export type CustomerProfileInformation = z.infer<typeof customerProfileInformationSchema>;

export const updateDisplayedBadgeRequestSchema = z.object({
  userId: coercedIdSchema,
  achievementId: coercedWholeNumber(1, 75),
});
export type UpdateDisplayedBadgeRequest = z.infer<typeof updateDisplayedBadgeRequestSchema>;
