import { z } from 'zod';
import { accountEmail, newPassword } from './account.js';
import { PHONE_HINT, PHONE_PATTERN } from './auth.js';
import { PERSON_NAME_PATTERN } from './free-tests.js';
import { singleLineText } from './primitives.js';

const personName = (label: string) =>
  singleLineText(60, `${label} is too long`)
    .min(1, `${label} is required`)
    .regex(PERSON_NAME_PATTERN, `${label} may contain letters and spaces only`);

/** The built-in sign-up (used when no external enrolment site is configured). */
export const signUpSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: accountEmail,
  phone: z.string().trim().regex(PHONE_PATTERN, `Enter the phone number as ${PHONE_HINT}`),
  password: newPassword,
  referredByAlias: singleLineText(60)
    .nullish()
    .transform((value) => value || null),
  /**
   * The browser's IANA zone, kept when the server knows it. Anything else leaves the zone unset
   * instead of refusing the sign-up: the spec's client does not send it.
   */
  timeZone: z.string().max(100).nullish().catch(null),
});
z.globalRegistry.add(signUpSchema, { id: 'SignUpRequest' });
export type SignUpInput = z.input<typeof signUpSchema>;

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists. Please sign in.';
