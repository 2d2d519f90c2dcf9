import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { PHONE_HINT, PHONE_PATTERN } from '../login-constants.js';
import { coercedIdSchema, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, singleLineText, tokenText } from './primitives.js';

/** An account's e-mail address, as sign-up stores it (lower-case). */
export const accountEmail = singleLineText(EMAIL_MAX_LENGTH, 'Email is too long')
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid email address'))
  .transform((value) => value.toLowerCase());

/** A password a member chooses (sign-up, reset): the spec's rules. */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `The password needs at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, 'The password is too long');

/**
 * How long the link confirming a new e-mail address works, and how many a person may have sent (each goes to
 * an address they typed, so it is limited like any mail to a stranger) (decision 073).
 */
export const EMAIL_CHANGE = { lifetimeHours: 24, perUser: { max: 5, windowMinutes: 60 } } as const;

/** What the "My account" calls answer when a change cannot be made, or has been. */
export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'The current password is not correct. Please check it and try again.',
  samePassword: 'The new password must be different from the current one.',
  passwordChanged: 'Your password is changed. Every other device signed in to your account has been signed out.',
  emailInUse: 'This e-mail address is already used by another account.',
  sameEmail: 'This is already the e-mail address of your account.',
  emailChangeSent: (email: string) =>
    `We have sent a link to ${email}. Your e-mail address changes when you open it; the link works for ${EMAIL_CHANGE.lifetimeHours} hours.`,
  emailChangeUnknown: 'This confirmation link is not valid. Please ask for a new one from My account.',
  emailChangeExpired: `This confirmation link has expired (links work for ${EMAIL_CHANGE.lifetimeHours} hours, and only the newest one sent). Please ask for a new one from My account.`,
  tooManyEmailChanges: `You asked for ${EMAIL_CHANGE.perUser.max} confirmation links in the last hour. Please use the newest one, or wait ${EMAIL_CHANGE.perUser.windowMinutes} minutes.`,
  emailChangeUsed: 'This confirmation link has already been used, or a newer one was sent since.',
  phoneSaved: 'Your phone number is saved. Use it to sign in from now on.',
  sessionEnded: 'That device has been signed out.',
  otherSessionsEnded: (count: number) =>
    count === 1 ? 'One other device has been signed out.' : `${count} other devices have been signed out.`,
} as const;

const currentPassword = z
  .string()
  .min(1, 'Enter your current password')
  .max(PASSWORD_MAX_LENGTH, 'The password is too long');

/** A login phone: ddd-ddd-dddd or ten digits (the sign-in's rule); stored as digits. */
export const loginPhone = singleLineText(20)
  .min(1, 'Phone number is required')
  .regex(PHONE_PATTERN, `Enter the phone number as ${PHONE_HINT}`);

export const accountOverviewSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** The address waiting for its confirmation link to be opened, if any. */
  pendingEmail: z.string().nullable(),
  /** As ddd-ddd-dddd. */
  phone: z.string().nullable(),
  timeZone: z.string().nullable(),
});
z.globalRegistry.add(accountOverviewSchema, { id: 'AccountOverview' });
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

export const changePasswordSchema = z.object({ currentPassword, newPassword });
z.globalRegistry.add(changePasswordSchema, { id: 'ChangePasswordRequest' });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ newEmail: accountEmail, password: currentPassword });
z.globalRegistry.add(changeEmailSchema, { id: 'ChangeEmailRequest' });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const confirmEmailChangeSchema = z.object({
  token: tokenText().min(1, 'The link has no token. Please open the link from the e-mail again.'),
});
z.globalRegistry.add(confirmEmailChangeSchema, { id: 'ConfirmEmailChangeRequest' });
export type ConfirmEmailChangeInput = z.input<typeof confirmEmailChangeSchema>;

export const changePhoneSchema = z.object({ phone: loginPhone, password: currentPassword });
z.globalRegistry.add(changePhoneSchema, { id: 'ChangePhoneRequest' });
export type ChangePhoneInput = z.input<typeof changePhoneSchema>;

/** The 200 of a change that has a message for the person (and the 202 of a requested e-mail change). */
export const accountMessageSchema = z.object({ message: z.string() });
z.globalRegistry.add(accountMessageSchema, { id: 'AccountMessage' });
export type AccountMessage = z.infer<typeof accountMessageSchema>;

export const emailChangeConfirmedSchema = z.object({ email: z.string() });
z.globalRegistry.add(emailChangeConfirmedSchema, { id: 'EmailChangeConfirmed' });
export type EmailChangeConfirmed = z.infer<typeof emailChangeConfirmedSchema>;

/** One signed-in device of the person (decision 073 says which are listed and what the place is). */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  device: z.enum(['phone', 'computer']).nullable(),
  browser: z.string().nullable(),
  operatingSystem: z.string().nullable(),
  /** The sign-in's network, e.g. '203.0.113.x' or 'this computer'; no location lookup. */
  approximatePlace: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});
z.globalRegistry.add(accountSessionSchema, { id: 'AccountSession' });
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionParamsSchema = z.object({ sessionId: coercedIdSchema });
