import { z } from 'zod';
import { coercedIdSchema, singleLineText } from '../primitives.js';

export const coachSearchQuerySchema = z
  .object({
    searchTerm: singleLineText(100).optional().default(''),
    zipcode: singleLineText(12).optional().default(''),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Country is a two-letter code')
      .optional(),
  })
  .refine((query) => query.searchTerm !== '' || query.zipcode !== '', 'Enter a name or a zip code');
export type CoachSearchQuery = z.input<typeof coachSearchQuerySchema>;

export const coachCardSchema = z.object({
  coachId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  pictureUrl: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
  listingPageHeader: z.string(),
  /** Life-area ids the coach focuses on (shown as badges). */
  focusAreaIds: z.array(z.number().int()),
  isCertified: z.boolean(),
  /** Miles from the searched zip code; null for a name-only search. */
  distanceMiles: z.number().nullable(),
});
export const coachCardsSchema = z.array(coachCardSchema);
z.globalRegistry.add(coachCardsSchema, { id: 'CoachCards' });
export type CoachCard = z.infer<typeof coachCardSchema>;

export const coachIdParamsSchema = z.object({ coachId: coercedIdSchema });

export const coachPublicListingSchema = coachCardSchema.omit({ distanceMiles: true }).extend({
  myOffer: z.string(),
  aboutMe: z.string(),
  /** A client's words, published with their permission. */
  testimonial: z.string().nullable(),
  testimonialFullName: z.string().nullable(),
  testimonialLocation: z.string().nullable(),
  /** The coach's cover photo (1440 x 500), or null. */
  coverUrl: z.string().nullable(),
  primaryLanguage: z.string(),
  websiteUrl: z.string().nullable(),
  /** A price in US dollars per session, or null when not published. */
  sessionRate: z.number().nullable(),
  /** The coach's own scheduling site, shown instead of built-in booking when set. */
  schedulingUrl: z.string().nullable(),
  /** The coach keeps weekly hours: clients book 30-minute sessions in the coaching room. */
  weeklyHours: z.boolean(),
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    linkedIn: z.string().nullable(),
    youTube: z.string().nullable(),
    twitter: z.string().nullable(),
    tikTok: z.string().nullable(),
  }),
});
z.globalRegistry.add(coachPublicListingSchema, { id: 'CoachPublicListing' });
export type CoachPublicListing = z.infer<typeof coachPublicListingSchema>;
