import { z } from 'zod';
import { accountEmail, newPassword } from './account.js';
import { tokenText } from './primitives.js';

/** How long a reset link works, and how many a single address may ask for (decision 059). */
export const PASSWORD_RESET = { lifetimeMinutes: 60, perEmail: { max: 3, windowMinutes: 60 } } as const;

/**
 * How long a verification link works, and how many new links a member may ask for (decision 064):
 * only the newest link works.
 */
export const EMAIL_VERIFICATION = { lifetimeDays: 7, resend: { max: 3, windowMinutes: 60 } } as const;

export const requestPasswordResetSchema = z.object({ email: accountEmail });
z.globalRegistry.add(requestPasswordResetSchema, { id: 'RequestPasswordResetRequest' });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

const linkToken = tokenText().min(1, 'The link has no token. Please open the link from the e-mail again.');

export const resetPasswordSchema = z.object({ token: linkToken, password: newPassword });
z.globalRegistry.add(resetPasswordSchema, { id: 'ResetPasswordRequest' });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The reset page's question when it opens: does this link still work? */
export const resetLinkQuerySchema = z.object({ token: linkToken });

export const verifyEmailSchema = z.object({ token: linkToken });
z.globalRegistry.add(verifyEmailSchema, { id: 'VerifyEmailRequest' });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

export const verifyEmailResponseSchema = z.object({ email: z.string() });
z.globalRegistry.add(verifyEmailResponseSchema, { id: 'VerifyEmailResponse' });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** Whether the signed-in member's address is verified (the "please verify" notice reads it). */
export const emailVerificationStatusSchema = z.object({ email: z.string().nullable(), verified: z.boolean() });
z.globalRegistry.add(emailVerificationStatusSchema, { id: 'EmailVerificationStatus' });
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatusSchema>;

/** The 202 of "send me a new verification link". */
export const verificationLinkSentSchema = z.object({ message: z.string() });
z.globalRegistry.add(verificationLinkSentSchema, { id: 'VerificationLinkSent' });
export type VerificationLinkSent = z.infer<typeof verificationLinkSentSchema>;

/** What the server answers for a link that cannot be used; the pages show it as it comes. */
export const ACCOUNT_LINK_MESSAGES = {
  resetSent: `If an account uses this address, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET.lifetimeMinutes} minutes.`,
  resetUnknown: 'This reset link is not valid. Please ask for a new one.',
  resetExpired: `This reset link has expired (links work for ${PASSWORD_RESET.lifetimeMinutes} minutes). Please ask for a new one.`,
  resetUsed:
    'This reset link has already been used. Please ask for a new one if you need to change your password again.',
  tooManyResets: `Too many reset e-mails were asked for this address. Please wait ${PASSWORD_RESET.perEmail.windowMinutes} minutes and try again.`,
  verifyUnknown: 'This verification link is not valid.',
  verifyExpired: `This verification link no longer works: a link works for ${EMAIL_VERIFICATION.lifetimeDays} days, and only the newest one sent.`,
  verifyUsed: 'This verification link has already been used: your e-mail address is verified.',
  verificationSent: `We have sent you a new verification link. It works for ${EMAIL_VERIFICATION.lifetimeDays} days; earlier links no longer do.`,
  alreadyVerified: 'Your e-mail address is already verified.',
  noEmailToVerify: 'Your account has no e-mail address to verify.',
  tooManyVerificationLinks: `You asked for ${EMAIL_VERIFICATION.resend.max} verification links in the last hour. Please use the newest one, or wait ${EMAIL_VERIFICATION.resend.windowMinutes} minutes.`,
} as const;

/** The 202 of a reset request: the same words whether or not the address has an account. */
export const passwordResetRequestedSchema = z.object({ message: z.string() });
z.globalRegistry.add(passwordResetRequestedSchema, { id: 'PasswordResetRequested' });
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;
