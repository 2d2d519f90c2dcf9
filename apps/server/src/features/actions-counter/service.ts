import { eq, sql } from 'drizzle-orm';
import type { Namespace } from 'socket.io';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { globalCounters } from '../../db/schema/index.js';

export const GLOBAL_STEPS_EVENT = 'GetGlobalStepsTaken';
const COUNTER = 'actionStepsTaken';

/**
 * Completed action steps of all members. The number is kept by triggers on the
 * actions table in the same transaction as each completion (migration 0004),
 * so reading it is one primary-key lookup.
 */
export async function globalStepsTaken(db: Db): Promise<number> {
  const [row] = await globalCounterQuery(db).execute({ name: COUNTER });
  return row?.value ?? 0;
}

const globalCounterQuery = prepared((db) =>
  db
    .select({ value: globalCounters.value })
    .from(globalCounters)
    .where(eq(globalCounters.name, sql.placeholder('name')))
    .prepare('global_counter'),
);

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
