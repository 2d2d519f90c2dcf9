import { z } from 'zod';
import { accountEmail, newPassword } from './account.js';
import { tokenText } from './primitives.js';

/** How long a reset link works, and how many a single address may ask for (decision 059). */
export const PASSWORD_RESET = { lifetimeMinutes: 60, perEmail: { max: 3, windowMinutes: 60 } } as const;

/** How long the welcome e-mail's verification link works. */
export const EMAIL_VERIFICATION = { lifetimeDays: 7 } as const;

export const requestPasswordResetSchema = z.object({ email: accountEmail });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

const linkToken = tokenText().min(1, 'The link has no token. Please open the link from the e-mail again.');

export const resetPasswordSchema = z.object({ token: linkToken, password: newPassword });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({ token: linkToken });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

export const verifyEmailResponseSchema = z.object({ email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** What the server answers for a link that cannot be used; the pages show it as it comes. */
export const ACCOUNT_LINK_MESSAGES = {
  resetSent: `If an account uses this address, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET.lifetimeMinutes} minutes.`,
  resetUnknown: 'This reset link is not valid. Please ask for a new one.',
  resetExpired: `This reset link has expired (links work for ${PASSWORD_RESET.lifetimeMinutes} minutes). Please ask for a new one.`,
  resetUsed:
    'This reset link has already been used. Please ask for a new one if you need to change your password again.',
  tooManyResets: `Too many reset e-mails were asked for this address. Please wait ${PASSWORD_RESET.perEmail.windowMinutes} minutes and try again.`,
  verifyUnknown: 'This verification link is not valid.',
  verifyExpired: `This verification link has expired (links work for ${EMAIL_VERIFICATION.lifetimeDays} days).`,
  verifyUsed: 'This verification link has already been used: your e-mail address is verified.',
} as const;

/** The 202 of a reset request: the same words whether or not the address has an account. */
export const passwordResetRequestedSchema = z.object({ message: z.string() });
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;
