import type { Db, Tx } from '../db/client.js';
import type { Publisher } from './event-bus.js';

/**
 * Runs `work` in a transaction and publishes the events it announced only once the transaction has
 * committed: a write that rolls back (an error thrown) announces nothing.
 */
export async function inTransaction<T>(
  db: Db,
  events: Publisher,
  work: (tx: Tx, events: Publisher) => Promise<T>,
): Promise<T> {
  const held: (() => void)[] = [];
  const result = await db.transaction((tx) =>
    work(tx, { publish: (name, payload) => held.push(() => events.publish(name, payload)) }),
  );
  for (const publish of held) publish();
  return result;
}
