import { createECDH } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PushDevice, PushSubscriptionRequest } from '@oola/domain';
import { badRequest, notFound } from '../../core/app-error.js';
import type { Db, Queryable } from '../../db/client.js';
import { pushSubscriptions, sessions } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { browserName, systemName } from '../../identity/device-names.js';
import { authorize } from '../../policies/ability.js';
import { ownAccount } from '../../policies/member.js';
import { endpointRefusal } from './endpoint-rules.js';

type DeviceRow = typeof pushSubscriptions.$inferSelect;

const deviceOf = (row: DeviceRow, user: AuthUser): PushDevice => ({
  id: row.id,
  device: row.deviceLabel ?? 'Unknown device',
  createdAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
  thisDevice: row.sessionId === user.sessionId,
});

/** "Chrome on Android", from what the session's sign-in told of its browser and system. */
async function deviceLabel(db: Db, sessionId: number): Promise<string | null> {
  const [session] = await db
    .select({ browser: sessions.browser, operatingSystem: sessions.operatingSystem })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session) return null;
  const browser = browserName(session.browser);
  const system = systemName(session.operatingSystem, session.browser);
  return browser && system ? `${browser} on ${system}` : (browser ?? system);
}

/** A key that is not a point of P-256 would make every later push fail: refused now, with the reason. */
function assertPublicKey(p256dh: string): void {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
  } catch {
    throw badRequest('keys.p256dh is not a P-256 public key.');
  }
}

/**
 * Stores the caller's browser subscription, tied to their session. An endpoint already stored (the same
 * browser again, perhaps signed in as someone else now) moves to this caller and session.
 */
export async function subscribeDevice(
  db: Db,
  user: AuthUser,
  subscription: PushSubscriptionRequest,
  allowLoopback: boolean,
): Promise<{ device: PushDevice; created: boolean }> {
  const refusal = endpointRefusal(subscription.endpoint, allowLoopback);
  if (refusal) throw badRequest(refusal);
  assertPublicKey(subscription.keys.p256dh);
  const fields = {
    userId: user.id,
    sessionId: user.sessionId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    deviceLabel: await deviceLabel(db, user.sessionId),
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint))
      .for('update');
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ endpoint: subscription.endpoint, ...fields })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields })
      .returning();
    return { device: deviceOf(row!, user), created: !existing };
  });
}

/** The caller's devices with notifications on, this one first, then the newest. */
export async function listDevices(db: Db, user: AuthUser): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id))
    .orderBy(desc(eq(pushSubscriptions.sessionId, user.sessionId)), desc(pushSubscriptions.createdAt))
    .limit(100);
  return rows.map((row) => deviceOf(row, user));
}

/** Turns one of the caller's devices off; another person's is a 403, an unknown id a 404. */
export async function removeDevice(db: Db, user: AuthUser, id: number): Promise<void> {
  const [row] = await db
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id));
  if (!row) throw notFound('No device has this id.');
  authorize(ownAccount(user, row.userId));
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, user.id)));
}

/** Signing a session out turns its devices off, in the caller's transaction. */
export async function forgetSessionDevices(executor: Queryable, sessionIds: readonly number[]): Promise<void> {
  if (sessionIds.length > 0)
    await executor.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, sessionIds));
}

/** Whether the person has a device that takes notifications (the channel rules' "push where a device is on"). */
export async function hasPushDevice(executor: Queryable, userId: number): Promise<boolean> {
  return (await withPushDevice(executor, [userId])).has(userId);
}

/** Of these people, those with a device that takes notifications: a sweep's answer in one statement. */
export async function withPushDevice(executor: Queryable, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await executor
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]));
  return new Set(rows.map((row) => row.userId));
}
