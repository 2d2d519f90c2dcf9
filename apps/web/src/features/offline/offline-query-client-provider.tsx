import { useEffect, useRef, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useSession } from '../../lib/session';
import { isPersistedQuery } from './persisted-queries';
import { persistOptions, queryPersister } from './query-persistence';

/** The kept queries belong to one member: they are erased when that member signs out or another signs in. */
function ForgetOnMemberChange() {
  const userId = useSession()?.userId;
  const previous = useRef(userId);
  useEffect(() => {
    if (userId === undefined || userId !== previous.current) void queryPersister.removeClient();
    previous.current = userId;
  }, [userId]);
  return null;
}

/**
 * The app's QueryClient, with the queries the dashboard needs offline kept in IndexedDB and restored on start,
 * so a reload without a connection shows the tracker and the to-do list from the device. What was restored is
 * shown at once but asked for again as soon as it is used online: it may have changed on another device.
 */
export function OfflineQueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const revalidateRestored = () =>
    client.invalidateQueries({ predicate: (query) => isPersistedQuery(query.queryKey), refetchType: 'none' });
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions} onSuccess={revalidateRestored}>
      <ForgetOnMemberChange />
      {children}
    </PersistQueryClientProvider>
  );
}
