import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { useSession } from '../lib/session';
import { OfflineQueryClientProvider } from '../features/offline';
import { ModalQueueProvider } from '../ui/modal-queue/modal-queue';
import { NotificationsOnDemand } from './notifications-on-demand';
import { theme } from './theme';
import { ThemeStyles } from './theme-styles';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

// TanStack Query counts itself online until an 'offline' event, which a page opened offline never gets: its
// queries would fail, and the dashboard's data kept on the device give way to an error, instead of waiting.
if (globalThis.navigator?.onLine === false) onlineManager.setOnline(false);

export function Providers({ children }: { children: ReactNode }) {
  const session = useSession();
  // A sign-in is named by its member and its end: a new sign-in of the same member is another one.
  const signIn = session ? `${session.userId}:${session.expiresAt}` : null;
  return (
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      <ThemeStyles />
      <NotificationsOnDemand />
      <OfflineQueryClientProvider client={queryClient}>
        <ModalQueueProvider signIn={signIn}>{children}</ModalQueueProvider>
      </OfflineQueryClientProvider>
    </MantineProvider>
  );
}
