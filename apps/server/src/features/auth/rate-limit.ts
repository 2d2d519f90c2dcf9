import { and, count, eq, gt, inArray, like, lt, or, sql } from 'drizzle-orm';
import { LOGIN_RATE_LIMIT } from '@oola/domain';
import type { Db, Queryable } from '../../db/client.js';
import { loginFailures } from '../../db/schema/index.js';
import { AppError } from '../../core/app-error.js';

const WINDOW_MS = LOGIN_RATE_LIMIT.windowMinutes * 60 * 1000;

export const TOO_MANY_ATTEMPTS_MESSAGE = `Too many failed sign-in attempts. Please wait ${LOGIN_RATE_LIMIT.windowMinutes} minutes and try again.`;

/** Rate-limit keys: one for the identifier typed, one for the caller's address. */
export function attemptKeys(identifier: string, address: string): string[] {
  return [`id:${identifier.trim().toLowerCase()}`, `ip:${address}`];
}

/** 429 once either key has had the maximum number of failures inside the window. */
export async function assertNotLockedOut(db: Db, keys: string[]): Promise<void> {
  const since = new Date(Date.now() - WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, failures: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.createdAt, since)))
    .groupBy(loginFailures.key);
  if (rows.some((row) => row.failures >= LOGIN_RATE_LIMIT.maxFailures)) {
    throw new AppError('tooManyRequests', TOO_MANY_ATTEMPTS_MESSAGE);
  }
}

export async function recordFailure(db: Db, keys: string[]): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
  // Old rows are useless to the limit; prune them as we go instead of running a job.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - WINDOW_MS)));
}

/** The failed sign-ins counted against the member's own identifiers (not against anyone's address). */
export async function clearIdentifierLockout(
  tx: Queryable,
  user: { id: number; email: string | null; phone: string | null },
) {
  const identifiers = [`id:${user.id}`, ...(user.email ? [`id:${user.email}`] : [])];
  const typedPhone = user.phone
    ? [
        and(
          like(loginFailures.key, 'id:%'),
          eq(sql`regexp_replace(substr(${loginFailures.key}, 4), '[^0-9]', '', 'g')`, user.phone),
        ),
      ]
    : [];
  await tx.delete(loginFailures).where(or(inArray(loginFailures.key, identifiers), ...typedPhone));
}
