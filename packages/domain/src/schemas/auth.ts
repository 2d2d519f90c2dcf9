import { z } from 'zod';

import { LOGIN_TYPE, PHONE_HINT, PHONE_PATTERN } from '../login-constants.js';
import {
  coercedIdSchema,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  singleLineText,
  tokenText,
  wholeNumber,
} from './primitives.js';

export { LOGIN_TYPE, PHONE_HINT, PHONE_PATTERN } from '../login-constants.js';

/** What a browser tells about itself: a user agent is the longest, rarely over 500 characters. */
const DEVICE_TEXT_MAX = 1000;
const deviceText = singleLineText(DEVICE_TEXT_MAX).optional();

const deviceInfo = z.object({
  userAgent: deviceText,
  appCodeName: deviceText,
  appName: deviceText,
  appVersion: deviceText,
  language: deviceText,
  onLine: z.boolean().optional(),
  platform: deviceText,
  product: deviceText,
  vendor: deviceText,
});

export const loginRequestSchema = z
  .object({
    userId: singleLineText(EMAIL_MAX_LENGTH).min(1, 'Enter your phone number, customer id or email'),
    password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH, 'The password is too long'),
    loginType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    sourceid: wholeNumber(0).optional(),
    browser: deviceText,
    operativeSystem: deviceText,
    additionalInfo: deviceInfo.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.loginType === LOGIN_TYPE.phone && !PHONE_PATTERN.test(value.userId)) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: `Enter the phone number as ${PHONE_HINT}` });
    }
    if (value.loginType === LOGIN_TYPE.customerId && !/^\d+$/.test(value.userId)) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: 'A customer id is a number' });
    }
    if (value.loginType === LOGIN_TYPE.email && !z.email().safeParse(value.userId).success) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: 'Enter a valid email address' });
    }
  });
z.globalRegistry.add(loginRequestSchema, { id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const shopifyLoginRequestSchema = z.object({
  customerToken: tokenText().min(1, 'The shop customer token is missing'),
});
z.globalRegistry.add(shopifyLoginRequestSchema, { id: 'ShopifyLoginRequest' });

/** The session a successful sign-in answers and the client keeps. */
export const sessionSchema = z.object({
  token: z.string(),
  userId: z.number().int(),
  userTypeId: z.number().int(),
  /** -1 for a non-subscriber. */
  userStepId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  assessmentId: z.number().int(),
  level: z.number().int(),
  areaId: z.number().int(),
  displayCoachCertificationTutorial: z.boolean(),
  displayCoachingPayment: z.boolean(),
  isShopify: z.boolean(),
  isActiveCoach: z.boolean(),
  hasCoach: z.boolean(),
  /** The member answered the coach-selection pop-up with "not now": it does not open again. */
  coachSelectionSkipped: z.boolean(),
  publicProfile: z.number().int(),
  additionalCourse: z.number().int(),
  activePrograms: z.array(z.number().int()),
  webAlias: z.string().nullable(),
  timeZone: z.string().nullable(),
  browser: z.string().nullable(),
  expiresAt: z.string(),
});
z.globalRegistry.add(sessionSchema, { id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

/** Severity of a login message: 1 info, 2 warning, 3 use the other tab, 4 error. */
export const loginFailureSchema = z.object({
  data: z.object({ severity: z.number().int(), message: z.string() }),
});
z.globalRegistry.add(loginFailureSchema, { id: 'LoginFailure' });
export type LoginFailure = z.infer<typeof loginFailureSchema>;

export const currentUserStepSchema = z.object({
  userStepId: z.number().int(),
  assessmentId: z.number().int(),
  areaId: z.number().int(),
  level: z.number().int(),
  displayCoachingPayment: z.boolean(),
  displayCoachCertificationTutorial: z.boolean(),
});
z.globalRegistry.add(currentUserStepSchema, { id: 'CurrentUserStep' });
export type CurrentUserStep = z.infer<typeof currentUserStepSchema>;

export const customerProfileInfoSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userTypeId: z.number().int(),
  customerLevel: z.string(),
  hasCoach: z.boolean(),
  coachId: z.number().int(),
  isActiveCoach: z.boolean(),
  enableMyCoachSection: z.boolean(),
  definedTimeZoneId: z.string().nullable(),
  customerLocalTime: z.string().nullable(),
  pictureFileName: z.string().nullable(),
  creditCardOnFile: z.boolean(),
  sessionsRemaining: z.number().int(),
  webAlias: z.string().nullable(),
  isShopify: z.boolean(),
  /** Staff answer the Contact page's live chats at /support/chats. */
  isStaff: z.boolean(),
});
z.globalRegistry.add(customerProfileInfoSchema, { id: 'CustomerProfileInfo' });
export type CustomerProfileInfo = z.infer<typeof customerProfileInfoSchema>;

export const userIdParamsSchema = z.object({ userId: coercedIdSchema });
