import { z } from 'zod';

/**
 * Why a signed-in call got a 401 (decision 091): the password was changed (on another device, or by a reset
 * link), the session was ended from another device, or it ran out. A token never issued has no reason.
 */
export const SESSION_END_REASONS = ['password-changed', 'session-ended', 'session-expired'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  'password-changed': 'Your password was changed, so you were signed out. Please sign in again with the new password.',
  'session-ended': 'You were signed out from another device. Please sign in again.',
  'session-expired': 'Your session has expired. Please sign in again.',
};

export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** On a 401: why the session ended, when it did. */
  reason: z.enum(SESSION_END_REASONS).optional(),
});
z.globalRegistry.add(errorResponseSchema, { id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
