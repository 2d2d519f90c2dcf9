import { useState } from 'react';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useSession } from '../../lib/session';
import { useUserProgress } from '../../lib/user-progress';
import { useThisDevicePush } from './use-this-device';

const answeredKey = (userId: number) => `oola.pushOffer.${userId}`;

/**
 * Once a member has tracked a day, the dashboard offers notifications once, in a small card: a yes (which asks
 * the browser) or a no is never asked again on this device. Never shown while the browser's answer is given.
 */
export function PushOffer() {
  const userId = useSession()?.userId ?? 0;
  const progress = useUserProgress();
  const [answered, setAnswered] = useState(() => localStorage.getItem(answeredKey(userId)) !== null);
  const browserUndecided = typeof Notification !== 'undefined' && Notification.permission === 'default';
  const tracked = (progress.data?.stepsTaken ?? 0) > 0;
  const { state, turnOn } = useThisDevicePush(!answered && browserUndecided && tracked);
  if (answered || state !== 'off') return null;

  const answer = (yes: boolean) => {
    localStorage.setItem(answeredKey(userId), yes ? 'yes' : 'no');
    setAnswered(true);
    if (yes) turnOn.mutate();
  };
  return (
    <Paper
      component="aside"
      aria-label="Daily reminder on this device"
      withBorder
      radius="lg"
      p="md"
      mb="md"
      shadow="xs"
      maw={520}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={800} fz="sm" c="brand.8">
          Get your daily reminder here?
        </Text>
        <CloseButton size="sm" aria-label="Close" onClick={() => answer(false)} />
      </Group>
      <Text fz="sm" mt={4} mb="sm">
        You tracked your first day. We can remind you on this device, at the time you choose.
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => answer(true)}>
          Yes, remind me here
        </Button>
        <Button size="xs" variant="subtle" onClick={() => answer(false)}>
          Not now
        </Button>
      </Group>
    </Paper>
  );
}
