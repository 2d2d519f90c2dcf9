import { and, asc, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_DATA, ACCOUNT_DATA_MESSAGES, type AccountDeletionStatus, type PendingDeletions } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db, Queryable } from '../../db/client.js';
import { accountDeletions, users } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../core/app-error.js';
import { assertCurrentPassword } from '../account/index.js';
import { hasCurrentClient } from '../coaching/index.js';
import { enqueueEmail, recipientDateTime } from '../email/index.js';
import { deletionCancelledEmail } from './emails/deletion-cancelled-email.js';
import { deletionScheduledEmail } from './emails/deletion-scheduled-email.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const openDeletion = (userId: number) =>
  and(eq(accountDeletions.userId, userId), isNull(accountDeletions.cancelledAt), isNull(accountDeletions.erasedAt));

async function scheduledDeletion(db: Queryable, userId: number): Promise<AccountDeletionStatus> {
  const [row] = await db.select().from(accountDeletions).where(openDeletion(userId));
  return {
    deletion: row ? { requestedAt: row.requestedAt.toISOString(), eraseAfter: row.eraseAfter.toISOString() } : null,
  };
}

export const deletionStatus = (db: Db, userId: number) => scheduledDeletion(db, userId);

/**
 * Schedules the erasure after the grace period, once the member has typed the confirmation and their
 * password. A coach must first hand over their active clients; the member is e-mailed how to cancel.
 */
export async function requestDeletion(
  db: Db,
  clock: Clock,
  userId: number,
  password: string,
  address: string,
): Promise<AccountDeletionStatus> {
  const [user] = await db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      firstName: users.firstName,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw badRequest(ACCOUNT_DATA_MESSAGES.wrongPassword);
  await assertCurrentPassword(
    db,
    { id: userId, email: user.email, passwordHash: user.passwordHash },
    password,
    address,
    ACCOUNT_DATA_MESSAGES.wrongPassword,
  );
  const now = clock.now();
  return db.transaction(async (tx) => {
    if (await hasCurrentClient(tx, userId)) throw conflict(ACCOUNT_DATA_MESSAGES.handOverClients);
    const eraseAfter = new Date(now.getTime() + ACCOUNT_DATA.deletionGraceDays * DAY_MS);
    const [created] = await tx
      .insert(accountDeletions)
      .values({ userId, requestedAt: now, eraseAfter })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict(ACCOUNT_DATA_MESSAGES.deletionPending);
    await enqueueEmail(tx, {
      template: deletionScheduledEmail,
      data: { firstName: user.firstName, eraseAfter: recipientDateTime(eraseAfter, user.timeZone) },
      to: { userId },
      idempotencyKey: `account-deletion-scheduled:${created.id}`,
    });
    return scheduledDeletion(tx, userId);
  });
}

/** Keeps the account: possible until the erasure has started (its grace period is over); the member is e-mailed. */
export async function cancelDeletion(db: Db, clock: Clock, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(accountDeletions)
      .set({ cancelledAt: clock.now() })
      .where(and(openDeletion(userId), eq(accountDeletions.stepsDone, 0)))
      .returning({ id: accountDeletions.id });
    if (!cancelled) throw conflict(ACCOUNT_DATA_MESSAGES.noPendingDeletion);
    const [user] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
    await enqueueEmail(tx, {
      template: deletionCancelledEmail,
      data: { firstName: user?.firstName ?? '' },
      to: { userId },
      idempotencyKey: `account-deletion-cancelled:${cancelled.id}`,
    });
  });
}

/** For staff: every account waiting to be erased, soonest first. */
export async function pendingDeletions(db: Db): Promise<PendingDeletions> {
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      requestedAt: accountDeletions.requestedAt,
      eraseAfter: accountDeletions.eraseAfter,
    })
    .from(accountDeletions)
    .innerJoin(users, eq(users.id, accountDeletions.userId))
    .where(and(isNull(accountDeletions.cancelledAt), isNull(accountDeletions.erasedAt)))
    .orderBy(asc(accountDeletions.eraseAfter));
  return {
    deletions: rows.map((row) => ({
      ...row,
      requestedAt: row.requestedAt.toISOString(),
      eraseAfter: row.eraseAfter.toISOString(),
    })),
  };
}
