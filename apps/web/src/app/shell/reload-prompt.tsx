import { useEffect } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRegisterSW } from 'virtual:pwa-register/react';

const NOTICE_ID = 'new-version';

/**
 * Registers the service worker (after the page has loaded) and, when a new build is waiting, asks the member
 * to reload instead of swapping the code under an open page: the new worker takes over only on "Reload",
 * so an old page never runs against a newer server's API without the member's say.
 */
export function ReloadPrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (!needRefresh) return;
    notifications.show({
      id: NOTICE_ID,
      title: 'New version',
      color: 'brand',
      autoClose: false,
      message: (
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text fz="sm">A new version of Oola is ready.</Text>
          <Button size="xs" onClick={() => void updateServiceWorker(true)}>
            Reload
          </Button>
        </Group>
      ),
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}
