import { z } from 'zod';

/** One completed assessment as a wheel of GET Dashboard/GetOolaScores, oldest first. */
export const oolaWheelSchema = z.object({
  assessmentId: z.number().int(),
  /** ISO date-time of completion (UTC). */
  completionDate: z.string(),
  /** The combined score (combinedScore of the sitting). */
  score: z.number(),
  socialMediaImageUrl: z.string(),
  socialMediaMessage: z.string(),
  /** One slice per area: the area id, its colour and its 0-10 score. */
  slices: z.array(z.object({ id: z.number().int(), color: z.string(), score: z.number() })),
});
export type OolaWheel = z.infer<typeof oolaWheelSchema>;

export const oolaScoresSchema = z.array(oolaWheelSchema);
z.globalRegistry.add(oolaScoresSchema, { id: 'OolaScores' });
