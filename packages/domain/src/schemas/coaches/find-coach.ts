import { z } from 'zod';
import { coachCardSchema, coachPublicListingSchema } from './directory.js';
import { coercedIdSchema, idSchema, singleLine } from '../primitives.js';

/** GET FindCoach/GetCoachBySearchTerm/{term}: part of a coach's first or last name. */
export const coachSearchTermParamsSchema = z.object({
  term: singleLine().trim().min(1, 'Enter part of a name').max(100, 'must be at most 100 characters'),
});

/** A question of the matching questionnaire; `selected` marks the member's saved answer. */
export const findCoachQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  options: z.array(z.object({ id: z.number().int(), text: z.string(), selected: z.boolean() })),
});
export const findCoachQuestionsSchema = z.array(findCoachQuestionSchema);
z.globalRegistry.add(findCoachQuestionsSchema, { id: 'FindCoachQuestions' });
export type FindCoachQuestion = z.infer<typeof findCoachQuestionSchema>;

/** POST FindCoach/SaveAssessment: one answer per question (completeness is the server's rule). */
export const saveCoachMatchRequestSchema = z.object({
  userId: idSchema,
  details: z.array(z.object({ questionId: idSchema, optionId: idSchema })).max(20),
});
z.globalRegistry.add(saveCoachMatchRequestSchema, { id: 'SaveCoachMatchRequest' });
export type SaveCoachMatchRequest = z.input<typeof saveCoachMatchRequestSchema>;

/** A top pick: the coach's card and the coach's focus areas that meet the member's needs, best first. */
export const coachPickSchema = coachCardSchema.extend({ matchedAreaIds: z.array(z.number().int()) });
export const coachPicksSchema = z.array(coachPickSchema);
z.globalRegistry.add(coachPicksSchema, { id: 'CoachPicks' });
export type CoachPick = z.infer<typeof coachPickSchema>;

/**
 * A coach as a signed-in member sees them: the public listing, plus the coach's contact details
 * when the coach is the member's own (null otherwise).
 */
export const memberCoachProfileSchema = coachPublicListingSchema.extend({
  /** The caller's current coach. */
  isMyCoach: z.boolean(),
  emailAddress: z.object({ email: z.string() }).nullable(),
  phoneNumber: z.object({ phone: z.string() }).nullable(),
  /** The caller has a card on file (selecting a coach may charge it). */
  creditCardOnFile: z.boolean(),
});
z.globalRegistry.add(memberCoachProfileSchema, { id: 'MemberCoachProfile' });
export type MemberCoachProfile = z.infer<typeof memberCoachProfileSchema>;

/** GET FindCoach/GetCoachByUser and GET Coach/GetCoachByUserId/{userId}: the member's coach, or none. */
export const myCoachSchema = z.object({ coach: memberCoachProfileSchema.nullable() });
z.globalRegistry.add(myCoachSchema, { id: 'MyCoach' });
export type MyCoach = z.infer<typeof myCoachSchema>;

/** GET Coach/getProfileInfo/{id}: a coach's id, or the caller's own id (their coach, or themself as a coach). */
export const coachOrUserIdParamsSchema = z.object({ id: coercedIdSchema });
