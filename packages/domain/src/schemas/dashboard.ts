import { z } from 'zod';
import { singleLine } from './primitives.js';

/** A card of My Recommendations: an additional program (course) or a product. */
export const recommendationItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subTitle: z.string(),
  creator: z.string(),
  imageUrl: z.string(),
  dashboardImageUrl: z.string(),
  price: z.number(),
  exigoItemCode: z.string(),
  purchased: z.boolean(),
  completed: z.boolean(),
  isEnabled: z.boolean(),
  isCoachCertification: z.boolean(),
  /** Opens in a new tab when set; otherwise urlProduct is a page of the portal. */
  externalLink: z.string().nullable(),
  urlProduct: z.string(),
});
z.globalRegistry.add(recommendationItemSchema, { id: 'RecommendationItem' });
export type RecommendationItem = z.infer<typeof recommendationItemSchema>;

export const silentTokenSchema = z.object({ silentToken: z.string() });
z.globalRegistry.add(silentTokenSchema, { id: 'SilentToken' });
export type SilentToken = z.infer<typeof silentTokenSchema>;

export const SILENT_TOKEN_MESSAGES = {
  invalid: 'This sign-in link has expired or was already used. Please open MY BACKOFFICE again.',
} as const;

/** POST Login/RedeemSilentToken: the back office exchanges the token from its URL, once. */
export const redeemSilentTokenRequestSchema = z.object({
  silentToken: singleLine().min(1, SILENT_TOKEN_MESSAGES.invalid).max(128, SILENT_TOKEN_MESSAGES.invalid),
});
z.globalRegistry.add(redeemSilentTokenRequestSchema, { id: 'RedeemSilentTokenRequest' });
export const backOfficeMemberSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
});
z.globalRegistry.add(backOfficeMemberSchema, { id: 'BackOfficeMember' });
export type BackOfficeMember = z.infer<typeof backOfficeMemberSchema>;

export const uploadedPictureSchema = z.object({ pictureFileName: z.string(), pictureUrl: z.string() });
z.globalRegistry.add(uploadedPictureSchema, { id: 'UploadedPicture' });
export type UploadedPicture = z.infer<typeof uploadedPictureSchema>;

export const PROFILE_PICTURE_MESSAGES = {
  tooLarge: 'The file image exceeds the maximum allowed size (3 MB).',
  notImage: 'Please choose a PNG, JPEG, GIF or WebP image.',
  missing: 'Please choose an image to upload.',
  uploaded: 'Image uploaded correctly',
} as const;

export const BACKOFFICE_FAILURE_MESSAGE = 'Sorry we are unable to access your business page';

/** Where pictures uploaded by members are served. */
export const profilePictureUrl = (fileName: string) => `/media/profile/${fileName}`;

/** My Progress (GET Dashboard/GetUserProgress/{userId}); fileName is the profile picture's. */
export const userProgressSchema = z.object({
  stepsTaken: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  goalsCompleted: z.number().int(),
  fileName: z.string().nullable(),
});
z.globalRegistry.add(userProgressSchema, { id: 'UserProgress' });
export type UserProgress = z.infer<typeof userProgressSchema>;
