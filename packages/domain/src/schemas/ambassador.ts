import { z } from 'zod';
import { singleLineText } from './primitives.js';

export const webAliasParamsSchema = z.object({
  webAlias: singleLineText(60)
    .min(1)
    .regex(/^[A-Za-z0-9._-]+$/, 'Not a web alias'),
});

export const latestAchievementSchema = z.object({
  id: z.number().int(),
  achievementName: z.string(),
  achievementValue: z.string().nullable(),
  fileName: z.string().nullable(),
  achieved: z.boolean(),
});

/** An ambassador's public profile: exactly these fields, nothing private. */
export const ambassadorProfileSchema = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  pictureFileName: z.string().nullable(),
  rank: z.string(),
  rankLevel: z.number().int(),
  rankLevelCode: z.string(),
  customerLevel: z.string(),
  latestAchievements: z.array(latestAchievementSchema),
  goalsCompleted: z.number().int(),
});
z.globalRegistry.add(ambassadorProfileSchema, { id: 'AmbassadorProfile' });
export type AmbassadorProfile = z.infer<typeof ambassadorProfileSchema>;
