import { useEffect } from 'react';
import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

export const OFFLINE_TITLE = "We have detected you don't have internet connection.";
export const OFFLINE_RETRY = 'Trying to reconnect...';

/** Blocks the page while the browser is offline and locks scrolling. */
export function OfflineBanner() {
  const { online } = useNetwork();
  useEffect(() => {
    document.body.classList.toggle('scroll-locked', !online);
    return () => document.body.classList.remove('scroll-locked');
  }, [online]);
  if (online) return null;
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
