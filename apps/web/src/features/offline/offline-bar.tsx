import { useEffect } from 'react';
import { Group, Loader, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { usePendingChanges } from './use-pending-changes';

export const OFFLINE_BAR_TITLE = "You're offline.";

/**
 * The offline notice on a page that works offline: a bar along the bottom that leaves the page usable,
 * saying how many changes wait on this device.
 */
export function OfflineBar() {
  const waiting = usePendingChanges().length;
  // The page keeps room below its last line, so nothing stays hidden under the bar.
  const { ref, height } = useElementSize();
  useEffect(() => {
    document.body.style.paddingBottom = `${height + 24}px`;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [height]);
  return (
    <Paper
      ref={ref}
      role="status"
      aria-live="polite"
      data-testid="offline-bar"
      radius={0}
      shadow="lg"
      px="md"
      py="sm"
      bg="brand.8"
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 300,
        paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))',
      }}
    >
      <Group gap="sm" wrap="nowrap" justify="center" maw={960} mx="auto">
        <Loader color="white" size="sm" type="dots" aria-hidden />
        <Text c="white" fz="sm">
          <Text span fw={800} inherit>
            {OFFLINE_BAR_TITLE}
          </Text>{' '}
          Your tracker and to-do list still work
          {waiting > 0
            ? `: ${waiting} ${waiting === 1 ? 'change is' : 'changes are'} saved on this device and will be sent when you're back online.`
            : ', and what you do is sent when you are back online.'}
        </Text>
      </Group>
    </Paper>
  );
}
