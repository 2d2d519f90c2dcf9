import { z } from 'zod';
import { coercedIdSchema, EMAIL_MAX_LENGTH, idSchema, multiLineText, singleLineText } from '../primitives.js';

/** The coach bio's text limits (spec: 150, 300, 750). */
export const COACH_BIO_LIMITS = { listingPageHeader: 150, myOffer: 300, aboutMe: 750 } as const;
export const COACH_TESTIMONIAL_LIMITS = { text: 500, fullName: 80, location: 80 } as const;
/** The zip lookup runs once the zip code has this many characters. */
export const ZIP_LOOKUP_MIN_LENGTH = 4;
/** What the server makes of an uploaded picture and cover photo (both cropped to fill). */
export const COACH_IMAGE_SIZES = {
  picture: { width: 400, height: 400 },
  cover: { width: 1440, height: 500 },
} as const;

export const COACH_PROFILE_MESSAGES = {
  coachesOnly: 'Only active coaches can use the coaching portal.',
  zipInvalid: 'Please enter a valid Zip Code and Country',
  zipNotFound: 'Please enter a valid Zip Code',
  rateUnknown: 'Please choose a session rate',
  answerAll: 'Please answer all the questions',
  assessmentSaved: 'Your information has been saved',
  profileSaved: 'Your profile has been saved',
  bioSaved: 'Your bio has been saved',
} as const;

/** Countries a coach may list in (the zip lookup knows US zip codes and Canadian postal codes). */
export const COACH_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'MX', name: 'Mexico' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
] as const;
export const COACH_LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'Portuguese',
  'German',
  'Italian',
  'Mandarin',
  'Cantonese',
  'Vietnamese',
  'Tagalog',
  'Korean',
  'Japanese',
  'Hindi',
  'Arabic',
] as const;

/** A zip or postal code: letters, digits, spaces and dashes (US 80202 or 80202-1234, Canada K1A 0B1). */
export const ZIP_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,10}$/;

const countryCodes = COACH_COUNTRIES.map((country) => country.code) as [string, ...string[]];
const required = (max: number, message: string, tooLong?: string) => singleLineText(max, tooLong).min(1, message);
/** Empty text is no value. */
const optional = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  z.union([z.literal(''), z.null(), schema]).optional();

/** An http(s) address on a named host. */
const webUrl = (message: string) =>
  singleLineText(300).pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }));

/** A social network user name: letters, digits, dot, dash and underscore (a leading @ is dropped). */
export const SOCIAL_USERNAME_PATTERN = /^@?[A-Za-z0-9._-]{1,50}$/;
const socialUsername = (network: string) =>
  singleLineText(51).regex(SOCIAL_USERNAME_PATTERN, `Please enter your ${network} user name only (no link)`);

export const SOCIAL_NETWORKS = [
  { field: 'facebookUsername', label: 'Facebook' },
  { field: 'instagramUsername', label: 'Instagram' },
  { field: 'linkedInUsername', label: 'LinkedIn' },
  { field: 'twitterUsername', label: 'X (Twitter)' },
  { field: 'tikTokUsername', label: 'TikTok' },
  { field: 'youTubeUsername', label: 'YouTube' },
] as const;
export type SocialField = (typeof SOCIAL_NETWORKS)[number]['field'];

/** MY PROFILE: the same rules on the form and on the server. */
export const coachProfileFieldsSchema = z.object({
  firstName: required(60, 'Please enter your first name'),
  lastName: required(60, 'Please enter your last name'),
  zipCode: required(12, 'Please enter your zip code').regex(ZIP_CODE_PATTERN, 'Please enter a valid zip code'),
  country: z.enum(countryCodes, { error: 'Please choose your country' }).default('US'),
  primaryLanguage: z.enum(COACH_LANGUAGES, { error: 'Please choose your primary language' }),
  state: required(60, 'Please enter your state'),
  city: required(80, 'Please enter your city'),
  emailAddress: required(EMAIL_MAX_LENGTH, 'Please enter your email').pipe(
    z.email('Please enter a valid email address'),
  ),
  phoneNumber: z
    .string({ error: 'Please enter your phone number' })
    .trim()
    .regex(/^\d{10}$/, 'Please enter a 10-digit phone number'),
  websiteUrl: optional(webUrl('Please enter a website address starting with https://')),
  /** An external scheduling site, optional: a coach without one uses built-in booking. Embedded, so https only. */
  calendlyUrl: optional(
    singleLineText(300).pipe(
      z.url({
        protocol: /^https$/,
        hostname: z.regexes.domain,
        error: 'Please enter a scheduling link starting with https://',
      }),
    ),
  ),
  facebookUsername: optional(socialUsername('Facebook')),
  instagramUsername: optional(socialUsername('Instagram')),
  linkedInUsername: optional(socialUsername('LinkedIn')),
  twitterUsername: optional(socialUsername('X (Twitter)')),
  tikTokUsername: optional(socialUsername('TikTok')),
  youTubeUsername: optional(socialUsername('YouTube')),
});
export type CoachProfileFields = z.infer<typeof coachProfileFieldsSchema>;
export type CoachProfileFieldsInput = z.input<typeof coachProfileFieldsSchema>;

export const coachTestimonialSchema = z.object({
  text: optional(multiLineText(COACH_TESTIMONIAL_LIMITS.text)),
  fullName: optional(singleLineText(COACH_TESTIMONIAL_LIMITS.fullName)),
  location: optional(singleLineText(COACH_TESTIMONIAL_LIMITS.location)),
  /** The client allowed it to be published; no means nothing of it is stored or shown. */
  clientPermission: z.boolean().default(true),
});

/** MY BIO: the same rules on the form and on the server. */
export const coachBioFieldsSchema = z.object({
  listingPageHeader: required(
    COACH_BIO_LIMITS.listingPageHeader,
    'Please write your welcome phrase',
    `The welcome phrase must be at most ${COACH_BIO_LIMITS.listingPageHeader} characters`,
  ),
  myOffer: multiLineText(
    COACH_BIO_LIMITS.myOffer,
    `My offer must be at most ${COACH_BIO_LIMITS.myOffer} characters`,
  ).min(1, 'Please describe your offer'),
  aboutMe: multiLineText(
    COACH_BIO_LIMITS.aboutMe,
    `About me must be at most ${COACH_BIO_LIMITS.aboutMe} characters`,
  ).min(1, 'Please tell clients about yourself'),
  rateItemCode: required(40, 'Please choose a session rate'),
  testimonial: coachTestimonialSchema.nullish(),
});
export type CoachBioFields = z.infer<typeof coachBioFieldsSchema>;

const withUser = { userId: idSchema };
export const saveMyProfileRequestSchema = coachProfileFieldsSchema.extend(withUser);
z.globalRegistry.add(saveMyProfileRequestSchema, { id: 'SaveMyProfileRequest' });
export const saveMyBioRequestSchema = coachBioFieldsSchema.extend(withUser);
z.globalRegistry.add(saveMyBioRequestSchema, { id: 'SaveMyBioRequest' });
export const editProfileRequestSchema = coachProfileFieldsSchema.extend(coachBioFieldsSchema.shape).extend(withUser);
z.globalRegistry.add(editProfileRequestSchema, { id: 'EditProfileRequest' });
export type EditProfileRequest = z.input<typeof editProfileRequestSchema>;

export const coachUserIdParamsSchema = z.object({ userId: coercedIdSchema });

export const zipLookupQuerySchema = z.object({
  zipCode: singleLineText(12, COACH_PROFILE_MESSAGES.zipInvalid).regex(
    ZIP_CODE_PATTERN,
    COACH_PROFILE_MESSAGES.zipInvalid,
  ),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, COACH_PROFILE_MESSAGES.zipInvalid)
    .default('US'),
});
export const zipLookupResultSchema = z.object({
  zipCode: z.string(),
  country: z.string(),
  city: z.string(),
  state: z.string(),
});
z.globalRegistry.add(zipLookupResultSchema, { id: 'ZipLookupResult' });
export type ZipLookupResult = z.infer<typeof zipLookupResultSchema>;

export const sessionRateSchema = z.object({
  itemCode: z.string(),
  description: z.string(),
  /** US dollars per session. */
  price: z.number().int(),
  selected: z.boolean(),
});
export type SessionRate = z.infer<typeof sessionRateSchema>;

/** The coach's own profile as the Edit Profile modal reads it (contact details included). */
export const coachOwnProfileSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
  primaryLanguage: z.string(),
  emailAddress: z.string(),
  /** Digits only. */
  phoneNumber: z.string(),
  websiteUrl: z.string().nullable(),
  calendlyUrl: z.string().nullable(),
  facebookUsername: z.string().nullable(),
  instagramUsername: z.string().nullable(),
  linkedInUsername: z.string().nullable(),
  twitterUsername: z.string().nullable(),
  tikTokUsername: z.string().nullable(),
  youTubeUsername: z.string().nullable(),
  listingPageHeader: z.string(),
  myOffer: z.string(),
  aboutMe: z.string(),
  rateItemCode: z.string().nullable(),
  testimonial: z.object({
    text: z.string().nullable(),
    fullName: z.string().nullable(),
    location: z.string().nullable(),
    clientPermission: z.boolean(),
  }),
  rateQuestion: z.string(),
  rateQuestionDisclaimer: z.string(),
  sessionRates: z.array(sessionRateSchema),
  currentSessionRate: z.number().int().nullable(),
  focusAreaIds: z.array(z.number().int()),
  displayCoachingModal: z.boolean(),
  profilePictureFileName: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  coverFileName: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** The listing is in the public directory (profile and bio saved). */
  listed: z.boolean(),
});
z.globalRegistry.add(coachOwnProfileSchema, { id: 'CoachOwnProfile' });
export type CoachOwnProfile = z.infer<typeof coachOwnProfileSchema>;

export const coachSavedSchema = z.object({ message: z.string() });
z.globalRegistry.add(coachSavedSchema, { id: 'CoachSaved' });

// ---- The coaching assessment of the welcome modal ----

export const coachAssessmentSchema = z.object({
  title: z.string(),
  intro: z.string(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      options: z.array(z.object({ id: z.number().int(), text: z.string(), selected: z.boolean() })),
    }),
  ),
});
z.globalRegistry.add(coachAssessmentSchema, { id: 'CoachAssessment' });
export type CoachAssessment = z.infer<typeof coachAssessmentSchema>;

export const saveCoachAssessmentRequestSchema = z.object({
  userId: idSchema,
  details: z
    .array(z.object({ questionId: idSchema, optionId: idSchema }))
    .max(50)
    .refine(
      (details) => new Set(details.map((detail) => detail.questionId)).size === details.length,
      'Answer each question once',
    ),
});
z.globalRegistry.add(saveCoachAssessmentRequestSchema, { id: 'SaveCoachAssessmentRequest' });
export type SaveCoachAssessmentRequest = z.input<typeof saveCoachAssessmentRequestSchema>;

export const coachAssessmentSavedSchema = z.object({
  message: z.string(),
  /** The life areas the answers point to, strongest first: the coach's specialities. */
  focusAreaIds: z.array(z.number().int()),
});
z.globalRegistry.add(coachAssessmentSavedSchema, { id: 'CoachAssessmentSaved' });

export const uploadedCoachImageSchema = z.object({
  message: z.string(),
  fileName: z.string(),
  url: z.string(),
});
z.globalRegistry.add(uploadedCoachImageSchema, { id: 'UploadedCoachImage' });
export type UploadedCoachImage = z.infer<typeof uploadedCoachImageSchema>;

/** Where a coach's cover photo is served. */
export const coverImageUrl = (fileName: string) => `/media/cover/${fileName}`;
