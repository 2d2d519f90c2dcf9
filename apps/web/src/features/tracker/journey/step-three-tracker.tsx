import { useEffect, useRef } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { ACTIONS, ACTION_MESSAGES, type ActionListResponse } from '@oola/domain';
import confetti from 'canvas-confetti';
import { getSession } from '../../../lib/session';
import { useWorksOffline } from '../../offline';
import { StepsRing } from '../today/steps-ring';
import { Tracker } from '../today/tracker';
import { useTracker } from '../today/use-tracker';

export interface StepThreeTrackerProps {
  /** Today's actions (GET Actions/GetUserNotCompletedActions/{userId}/0), as the dashboard's tracker reads them. */
  data: ActionListResponse;
  /** The server has the third step (one taken offline counts on the ring, but finishes Step 3 once it is sent). */
  onFinished?: () => void;
  onGoToDashboard: () => void;
}

/**
 * Step 3 sub-step 2: 'Click the Tracker 3 times'. Each click completes one of today's actions, through the
 * dashboard's tracker, so a click made offline waits on the device and is sent when the connection returns;
 * three make a daily streak and, once the server has them (it moves the member on), finish Step 3.
 */
export function StepThreeTracker({ data, onFinished, onGoToDashboard }: StepThreeTrackerProps) {
  useWorksOffline();
  const tracker = useTracker(data, { confirm: false });
  const finished = data.todayActionsCount >= ACTIONS.trackerClicksForStreak;
  const celebrated = useRef(false);

  useEffect(() => {
    if (finished && !celebrated.current) {
      celebrated.current = true;
      onFinished?.();
      void confetti({ particleCount: 700, spread: 100, origin: { y: 0.4 }, disableForReducedMotion: true });
    }
  }, [finished, onFinished]);

  if (finished) {
    return (
      <Stack gap="lg" align="center" ta="center" maw={640} mx="auto" w="100%" py="md" data-testid="step-three-complete">
        <StepsRing filled={ACTIONS.ringSegments} />
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
      <Tracker tracker={tracker} goal={ACTIONS.trackerClicksForStreak} />
      {tracker.nextOpen && (
        <Text size="sm">
          Next up: <b>{tracker.nextOpen.text}</b>
        </Text>
      )}
    </Stack>
  );
}
