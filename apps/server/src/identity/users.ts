import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { users } from '../db/schema/index.js';
import type { UserRow } from './session-store.js';

// The users row's one writer (decision 104): each change a feature makes to it has a name here.

/** Creates an account; answers undefined when another account took the e-mail meanwhile. */
export async function createUser(db: Queryable, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return created;
}

/** Moves the member to a step of the journey (and a level of it, when given). */
export async function setStep(db: Queryable, userId: number, stepId: number, level?: number): Promise<void> {
  await db
    .update(users)
    .set({ stepId, ...(level === undefined ? {} : { level }), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Moves the member from one step to another; answers false when they were not at `from`. */
export async function moveStep(db: Queryable, userId: number, from: number, to: number): Promise<boolean> {
  const moved = await db
    .update(users)
    .set({ stepId: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.stepId, from)))
    .returning({ stepId: users.stepId });
  return moved.length > 0;
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** A new password set from an e-mailed link, which also proves the address. */
export async function setPasswordFromEmail(db: Queryable, userId: number, passwordHash: string, now: Date) {
  const [user] = await db
    .update(users)
    .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email, phone: users.phone });
  return user;
}

/** Records the address as verified (the first time only); answers it. */
export async function markEmailVerified(db: Queryable, userId: number, now: Date): Promise<string | undefined> {
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return user?.email ?? undefined;
}

/** A new address whose link was opened: the account's, verified. */
export async function setVerifiedEmail(db: Queryable, userId: number, email: string, now: Date): Promise<void> {
  await db.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/** `phone` holds digits only. */
export async function setPhone(db: Queryable, userId: number, phone: string, now: Date): Promise<void> {
  await db.update(users).set({ phone, updatedAt: now }).where(eq(users.id, userId));
}

export async function setNames(
  db: Queryable,
  userId: number,
  names: { firstName: string; lastName: string },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...names, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function setTimeZone(db: Queryable, userId: number, timeZone: string): Promise<void> {
  await db.update(users).set({ timeZone, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setPicture(db: Queryable, userId: number, pictureFileName: string): Promise<void> {
  await db.update(users).set({ pictureFileName, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The member's coach (users.coach_id), or none. */
export async function setCoach(db: Queryable, clientId: number, coachId: number | null, at: Date): Promise<void> {
  await db.update(users).set({ coachId, updatedAt: at }).where(eq(users.id, clientId));
}

/** Whether the member is asked to pay for coaching (decision 041); answers their name and zone for a notice. */
export async function setCoachingPaymentDue(db: Queryable, userId: number, due: boolean) {
  const [user] = await db
    .update(users)
    .set({ displayCoachingPayment: due })
    .where(eq(users.id, userId))
    .returning({ firstName: users.firstName, timeZone: users.timeZone });
  return user;
}

export async function hideCertificationTutorial(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ displayCoachCertificationTutorial: false, updatedAt: now }).where(eq(users.id, userId));
}
