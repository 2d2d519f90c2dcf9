import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedChange } from './queued-change';

interface OfflineDb extends DBSchema {
  changes: { key: string; value: QueuedChange; indexes: { userId: number } };
}

const DB_NAME = 'oola-offline';
let opened: Promise<IDBPDatabase<OfflineDb>> | undefined;
const listeners = new Set<() => void>();

function database(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('changes', { keyPath: 'key' }).createIndex('userId', 'userId');
    },
  });
  return opened;
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change to the queue (in this tab). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function addChange(change: QueuedChange): Promise<void> {
  await (await database()).put('changes', change);
  changed();
}

export async function removeChange(key: string): Promise<void> {
  await (await database()).delete('changes', key);
  changed();
}

/** A member's waiting changes, oldest first. */
export async function changesOf(userId: number): Promise<QueuedChange[]> {
  const changes = await (await database()).getAllFromIndex('changes', 'userId', userId);
  return changes.sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Closes and forgets the database (tests start each case from an empty one). */
export async function closeQueueStore(): Promise<void> {
  if (opened) (await opened).close();
  opened = undefined;
}
