import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, singleLineText } from './primitives.js';

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
