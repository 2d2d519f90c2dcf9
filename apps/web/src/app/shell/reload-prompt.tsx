import { useEffect } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Workbox } from 'workbox-window';

const NOTICE_ID = 'new-version';

/**
 * Registers the service worker (after the page has loaded) and, when a new build is waiting, asks the member
 * to reload instead of swapping the code under an open page: the new worker takes over only on "Reload", so
 * an old page never runs against a newer server's API without the member's say. Workbox is imported
 * statically: a dynamic import would be a lazy chunk that the first screen does not name (decision 076).
 */
export function ReloadPrompt() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const worker = new Workbox('/sw.js', { scope: '/' });
    worker.addEventListener('waiting', () => {
      notifications.show({
        id: NOTICE_ID,
        title: 'New version',
        color: 'brand',
        autoClose: false,
        // Mantine dims a notification's text below 4.5:1 on white.
        styles: { description: { color: 'var(--mantine-color-text)' } },
        message: (
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text fz="sm">A new version of Oola is ready.</Text>
            <Button
              size="xs"
              onClick={() => {
                worker.addEventListener('controlling', () => window.location.reload());
                worker.messageSkipWaiting();
              }}
            >
              Reload
            </Button>
          </Group>
        ),
      });
    });
    void worker.register();
  }, []);

  return null;
}
