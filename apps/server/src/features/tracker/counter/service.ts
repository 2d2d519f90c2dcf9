import { isNotNull, sql } from 'drizzle-orm';
import type { Namespace } from 'socket.io';
import type { Db, Queryable } from '../../../db/client.js';
import { prepared } from '../../../db/prepared.js';
import { actions, globalCounters } from '../../../db/schema/index.js';
import { GLOBAL_STEPS_EVENT } from '@oola/domain';

/** Completed steps of erased accounts, which the number keeps (decision 075). */
export const ERASED_STEPS_COUNTER = 'erasedActionSteps';

/**
 * Completed action steps of all members: the completed rows of the actions table (counted from the
 * partial index actions_user_completed_day_idx) plus those of accounts erased since. Counted, not kept, so no
 * write path can forget it (decision 093).
 */
export async function globalStepsTaken(db: Db): Promise<number> {
  const [row] = await globalStepsQuery(db).execute();
  return row?.value ?? 0;
}

const globalStepsQuery = prepared((db) =>
  db
    .select({
      value: sql<number>`count(*) + coalesce((select ${globalCounters.value} from ${globalCounters}
        where ${globalCounters.name} = ${ERASED_STEPS_COUNTER}), 0)`.mapWith(Number),
    })
    .from(actions)
    .where(isNotNull(actions.completedAt))
    .prepare('global_steps_taken'),
);

/** Keeps `count` completed steps of an erased account in the number, in the erasure's transaction. */
export async function keepErasedSteps(tx: Queryable, count: number): Promise<void> {
  if (count === 0) return;
  await tx
    .insert(globalCounters)
    .values({ name: ERASED_STEPS_COUNTER, value: count })
    .onConflictDoUpdate({ target: globalCounters.name, set: { value: sql`${globalCounters.value} + ${count}` } });
}

/** Tells every socket on /actionhub the current number when it changed since the last push. */
export function createBroadcaster(db: Db, hub: () => Namespace) {
  let lastSent: number | null = null;
  return async function broadcastGlobalSteps(): Promise<number> {
    const value = await globalStepsTaken(db);
    if (value !== lastSent) {
      lastSent = value;
      hub().emit(GLOBAL_STEPS_EVENT, value);
    }
    return value;
  };
}
