import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client.js';
import { coachSelections, users } from '../../../db/schema/index.js';
import { authorize } from '../../../policies/ability.js';
import { seePair, writeToPair, type PairFacts } from '../../../policies/pair.js';
import type { Publisher } from '../../../events/index.js';
import { setCoach } from '../../../identity/users.js';

export interface CoachPair {
  coachId: number;
  clientId: number;
  /** The member's current coach is this coach (a past pair stays readable, not writable). */
  active: boolean;
}

/** The facts the pair policy reads: whether the member has had the coach, and still has. */
async function loadPair(db: Queryable, coachId: number, clientId: number): Promise<PairFacts> {
  const [latest] = await db
    .select({ endedAt: coachSelections.endedAt })
    .from(coachSelections)
    .where(and(eq(coachSelections.coachId, coachId), eq(coachSelections.clientId, clientId)))
    .orderBy(desc(coachSelections.selectedAt), desc(coachSelections.id))
    .limit(1);
  return { coachId, clientId, existed: latest !== undefined, active: latest !== undefined && latest.endedAt === null };
}

/** The pair (coachId, clientId) as the caller may see it (policies/pair.ts: seePair). */
export async function pairFor(db: Queryable, callerId: number, coachId: number, clientId: number): Promise<CoachPair> {
  const pair = await loadPair(db, coachId, clientId);
  authorize(seePair({ id: callerId }, pair));
  return { coachId, clientId, active: pair.active };
}

/** The pair, which must be current for a write: a note, a message, a meeting (policies/pair.ts: writeToPair). */
export async function activePairFor(
  db: Queryable,
  callerId: number,
  coachId: number,
  clientId: number,
  ability: typeof writeToPair = writeToPair,
): Promise<CoachPair> {
  const pair = await loadPair(db, coachId, clientId);
  authorize(ability({ id: callerId }, pair));
  return { coachId, clientId, active: true };
}

/** The member's current coach id, or null. */
export async function currentCoachId(db: Queryable, clientId: number): Promise<number | null> {
  const [row] = await db
    .select({ coachId: coachSelections.coachId })
    .from(coachSelections)
    .where(and(eq(coachSelections.clientId, clientId), isNull(coachSelections.endedAt)));
  return row?.coachId ?? null;
}

/** Whether the coach has a client now (an open pair). */
export async function hasCurrentClient(db: Queryable, coachId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: coachSelections.id })
    .from(coachSelections)
    .where(and(eq(coachSelections.coachId, coachId), isNull(coachSelections.endedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Makes coachId the member's coach inside the caller's transaction: the open pair (if another
 * coach) is closed, a new one opened and users.coach_id mirrors it; `events` (the transaction's, see
 * inTransaction) announces it. Choosing the same coach again changes nothing.
 */
export async function openPair(tx: Tx, events: Publisher, clientId: number, coachId: number, at: Date): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, clientId)).for('update');
  const current = await currentCoachId(tx, clientId);
  if (current === coachId) return;
  if (current !== null) {
    await tx
      .update(coachSelections)
      .set({ endedAt: at })
      .where(and(eq(coachSelections.clientId, clientId), isNull(coachSelections.endedAt)));
  }
  await tx.insert(coachSelections).values({ clientId, coachId, selectedAt: at });
  await setCoach(tx, clientId, coachId, at);
  events.publish('coach.chosen', { userId: clientId, coachId, previousCoachId: current });
}

/**
 * Ends the member's current pair inside the caller's transaction (the member ended their coaching):
 * the open row gets ended_at, so the coach sees the member among past clients, and users.coach_id is
 * cleared. Answers the coach whose pair ended, or null when there was none; the caller announces it.
 */
export async function endPair(tx: Tx, clientId: number, at: Date): Promise<number | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, clientId)).for('update');
  const [ended] = await tx
    .update(coachSelections)
    .set({ endedAt: at })
    .where(and(eq(coachSelections.clientId, clientId), isNull(coachSelections.endedAt)))
    .returning({ coachId: coachSelections.coachId });
  await setCoach(tx, clientId, null, at);
  return ended?.coachId ?? null;
}
