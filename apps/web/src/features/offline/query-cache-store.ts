import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AsyncStorage } from '@tanstack/react-query-persist-client';

interface QueryCacheDb extends DBSchema {
  entries: { key: string; value: string };
}

const DB_NAME = 'oola-query-cache';
let opened: Promise<IDBPDatabase<QueryCacheDb>> | undefined;

function database(): Promise<IDBPDatabase<QueryCacheDb>> {
  opened ??= openDB<QueryCacheDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('entries');
    },
  });
  return opened;
}

/** IndexedDB as the key-value storage TanStack's persister writes the dashboard's kept queries to. */
export const queryCacheStorage: AsyncStorage<string> = {
  getItem: async (key) => (await database()).get('entries', key),
  setItem: async (key, value) => (await database()).put('entries', value, key),
  removeItem: async (key) => (await database()).delete('entries', key),
};

/** Closes and forgets the database (tests start each case from an empty one). */
export async function closeQueryCacheStore(): Promise<void> {
  if (opened) (await opened).close();
  opened = undefined;
}
