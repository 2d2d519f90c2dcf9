import { and, eq, isNull, ne } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type ChangePasswordInput } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { badRequest } from '../../core/app-error.js';
import { hashPassword, verifyPassword } from '../../identity/passwords.js';
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
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return { endedSessionIds: ended.map((session) => session.id) };
  });
}
