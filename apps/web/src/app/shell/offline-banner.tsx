import { useEffect } from 'react';
import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { OfflineBar, useOnOfflinePage } from '../../features/offline';

export const OFFLINE_TITLE = "We have detected you don't have internet connection.";
export const OFFLINE_RETRY = 'Trying to reconnect...';

/**
 * While the browser is offline: on a page that works offline (the dashboard's tracker and to-do list) a
 * bar that leaves the page usable; elsewhere the spec's banner, which blocks the page and locks scrolling.
 */
export function OfflineBanner() {
  const { online } = useNetwork();
  const usable = useOnOfflinePage();
  const blocking = !online && !usable;
  useEffect(() => {
    document.body.classList.toggle('scroll-locked', blocking);
    return () => document.body.classList.remove('scroll-locked');
  }, [blocking]);
  if (online) return null;
  if (usable) return <OfflineBar />;
  return (
    <div
      role="alertdialog"
      aria-live="assertive"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 3000,
        background: 'rgba(16, 31, 58, 0.72)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
      }}
    >
      <Paper radius="lg" p="xl" maw={420} shadow="xl">
        <Stack align="center" gap="sm">
          <Loader color="brand" />
          <Text fw={700} ta="center">
            {OFFLINE_TITLE}
          </Text>
          <Text c="dimmed" ta="center">
            {OFFLINE_RETRY}
          </Text>
        </Stack>
      </Paper>
    </div>
  );
}
