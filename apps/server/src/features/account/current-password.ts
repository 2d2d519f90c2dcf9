import { ACCOUNT_MESSAGES } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../core/app-error.js';
import { verifyPassword } from '../../identity/passwords.js';
import { assertNotLockedOut, recordFailure } from '../auth/index.js';

interface PasswordOwner {
  id: number;
  email: string | null;
  passwordHash: string;
}

/**
 * A change of sign-in details (or a deletion) asks for the current password. A wrong one counts as a failed sign-in
 * against the account's own identifiers and the caller's address, so guessing here reaches the same
 * lockout (429) as guessing on the sign-in form.
 */
export async function assertCurrentPassword(
  db: Db,
  user: PasswordOwner,
  password: string,
  address: string,
  wrongPasswordMessage: string = ACCOUNT_MESSAGES.wrongCurrentPassword,
) {
  const keys = [`id:${user.id}`, ...(user.email ? [`id:${user.email}`] : []), `ip:${address}`];
  await assertNotLockedOut(db, keys);
  if (await verifyPassword(user.passwordHash, password)) return;
  await recordFailure(db, keys);
  throw badRequest(wrongPasswordMessage);
}
