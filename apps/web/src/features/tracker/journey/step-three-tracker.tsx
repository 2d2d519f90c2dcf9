import { useEffect, useRef } from 'react';
import { Box, Button, Center, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { ACTIONS, ACTION_MESSAGES, type TopSevenGoalsResponse } from '@oola/domain';
import confetti from 'canvas-confetti';
import { getSession } from '../../lib/session';
import { useCompleteAction } from './api';
import { TrackerRing } from './tracker-ring';

export interface ActionTrackerProps {
  actions: TopSevenGoalsResponse['actions'];
  onGoToDashboard: () => void;
}

/**
 * Step 3 sub-step 2: 'Click the Tracker 3 times'. Each click completes one of
 * today's actions on the server; three make a daily streak and finish Step 3.
 */
export function ActionTracker({ actions, onGoToDashboard }: ActionTrackerProps) {
  const complete = useCompleteAction();
  const done = Math.min(actions.filter((action) => action.completed).length, ACTIONS.trackerClicksForStreak);
  const finished = done >= ACTIONS.trackerClicksForStreak;
  const nextOpen = actions.find((action) => !action.completed);
  const celebrated = useRef(false);

  useEffect(() => {
    if (finished && !celebrated.current) {
      celebrated.current = true;
      void confetti({ particleCount: 700, spread: 100, origin: { y: 0.4 }, disableForReducedMotion: true });
    }
  }, [finished]);

  const click = () => {
    if (!nextOpen || complete.isPending || finished) return;
    complete.mutate(nextOpen.id);
  };

  if (finished) {
    return (
      <Stack gap="lg" align="center" ta="center" maw={640} mx="auto" w="100%" py="md" data-testid="step-three-complete">
        <TrackerRing filled={ACTIONS.ringSegments} />
        <Title order={1} tt="uppercase" c="brand.7">
          STEP 3 COMPLETE
        </Title>
        <Text fz={24} fw={800}>
          Way to go, {getSession()?.firstName ?? 'friend'}!
        </Text>
        <Text size="lg">Congratulations, You completed step three!</Text>
        <Text c="dimmed" maw={480}>
          Come back every day, take your action steps and click the tracker: three steps a day keep your streak alive.
        </Text>
        <Button size="lg" onClick={onGoToDashboard}>
          GO TO DASHBOARD
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" align="center" ta="center" maw={640} mx="auto" w="100%" py="md">
      <Title order={2} tt="uppercase">
        {ACTION_MESSAGES.trackerTitle}
      </Title>
      <Text c="dimmed" maw={520}>
        Each click marks one of today&apos;s daily actions as done. Three in a day is a daily streak.
      </Text>
      <Paper radius={999} shadow="lg" p={6}>
        <UnstyledButton
          onClick={click}
          disabled={!nextOpen || complete.isPending}
          style={{ borderRadius: '50%', position: 'relative', display: 'block' }}
          data-testid="tracker-button"
        >
          <VisuallyHidden>Tracker:</VisuallyHidden>
          <TrackerRing filled={done} />
          <Center pos="absolute" inset={0}>
            <Box>
              <Text fz={48} fw={800} lh={1} c="brand.7">
                {done}/{ACTIONS.trackerClicksForStreak}
              </Text>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.1em' }}>
                steps today
              </Text>
            </Box>
          </Center>
        </UnstyledButton>
      </Paper>
      {nextOpen && (
        <Text size="sm">
          Next up: <b>{nextOpen.text}</b>
        </Text>
      )}
    </Stack>
  );
}
