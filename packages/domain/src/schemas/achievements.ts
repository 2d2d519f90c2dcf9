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
z.globalRegistry.add(achievementGroupsSchema, { id: 'AchievementGroups' });
export type AchievementGroups = z.infer<typeof achievementGroupsSchema>;

/** GetCustomerProfileInformation: the profile card's data and every achievement, grouped. */
export const customerProfileInformationSchema = customerProfileInfoSchema.extend({
  goalsCompleted: z.number().int(),
  latestAchievements: z.array(achievementSchema),
  achievements: achievementGroupsSchema,
});
z.globalRegistry.add(customerProfileInformationSchema, { id: 'CustomerProfileInformation' });
export type CustomerProfileInformation = z.infer<typeof customerProfileInformationSchema>;

export const updateDisplayedBadgeRequestSchema = z.object({
  userId: coercedIdSchema,
  achievementId: coercedWholeNumber(1, 75),
});
z.globalRegistry.add(updateDisplayedBadgeRequestSchema, { id: 'UpdateDisplayedBadgeRequest' });
export type UpdateDisplayedBadgeRequest = z.infer<typeof updateDisplayedBadgeRequestSchema>;

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
z.globalRegistry.add(coachAchievementSectionsSchema, { id: 'CoachAchievementSections' });
export type CoachAchievementSections = z.infer<typeof coachAchievementSectionsSchema>;

/** GetAchievements: the badges the coach has earned, latest first. */
export const coachBadgesSchema = z.array(coachAchievementSchema);
z.globalRegistry.add(coachBadgesSchema, { id: 'CoachBadges' });

/** PUT Coach/UpdateDisplayedBadge: the same body as the member's call. */
export const updateDisplayedCoachBadgeRequestSchema = z.object({
  userId: coercedIdSchema,
  achievementId: coercedWholeNumber(101, 499),
});
z.globalRegistry.add(updateDisplayedCoachBadgeRequestSchema, { id: 'UpdateDisplayedCoachBadgeRequest' });
export type UpdateDisplayedCoachBadgeRequest = z.infer<typeof updateDisplayedCoachBadgeRequestSchema>;
