import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { memberToday } from '@oola/domain';
import { getSession } from '../../lib/session';
import { isPersistedQuery, keptFor } from './persisted-queries';
import { queryCacheStorage } from './query-cache-store';

const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The build this code came from: the entry chunk's file name carries the hash of its content and of every
 * chunk it loads, so a cache written by another build is dropped rather than read by code that may expect
 * other data.
 */
export const BUILD_VERSION = new URL(import.meta.url).pathname;

/** Applied when the cache is written and again when it is read: the member signed in then, on their today. */
function keptForSession(client: PersistedClient): PersistedClient {
  const session = getSession();
  return { ...client, clientState: keptFor(client.clientState, session?.userId, memberToday(session?.timeZone)) };
}

export const queryPersister = createAsyncStoragePersister({
  storage: queryCacheStorage,
  key: 'dashboard',
  serialize: (client) => JSON.stringify(keptForSession(client)),
  deserialize: (text) => keptForSession(JSON.parse(text) as PersistedClient),
});

/** TanStack Query's persistence of the dashboard's offline queries (decision 076). */
export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  maxAge: SEVEN_DAYS_MS,
  buster: BUILD_VERSION,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isPersistedQuery(query.queryKey),
    shouldDehydrateMutation: () => false,
  },
};
