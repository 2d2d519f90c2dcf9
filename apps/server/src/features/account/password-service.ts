import { ACCOUNT_MESSAGES, type ChangePasswordInput } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/authenticate.js';
import { badRequest } from '../../core/app-error.js';
import { hashPassword, verifyPassword } from '../../identity/passwords.js';
import { revokeSessionsOf } from '../../identity/session-store.js';
import { setPasswordHash } from '../../identity/users.js';
import { assertCurrentPassword } from './current-password.js';

/**
 * Sets a new password after checking the current one; every other session of the person ends (the
 * caller closes their sockets with the ids answered), this one stays signed in.
 */
export async function changePassword(
  db: Db,
  clock: Clock,
  user: AuthUser,
  input: Required<ChangePasswordInput>,
  address: string,
): Promise<{ endedSessionIds: number[] }> {
  await assertCurrentPassword(db, user, input.currentPassword, address);
  if (await verifyPassword(user.passwordHash, input.newPassword)) throw badRequest(ACCOUNT_MESSAGES.samePassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = clock.now();
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, now);
    return { endedSessionIds: await revokeSessionsOf(tx, user.id, now, user.sessionId) };
  });
}
