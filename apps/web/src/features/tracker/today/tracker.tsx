import { Badge, Box, Center, Group, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { ACTIONS, TRACKER_MESSAGES } from '@oola/domain';
import { ConfirmModal } from './notice-modal';
import { StepsRing } from './steps-ring';
import type { TrackerState } from './use-tracker';

export interface TrackerProps {
  tracker: TrackerState;
  /** Step three: the ring counts up to the day's streak ("1/3") and only completes the actions written there. */
  goal?: number;
  /** Other tracker work is under way (the dashboard's rows being saved or deleted). */
  disabled?: boolean;
}

/**
 * The daily tracker, the same at step three and on the dashboard: the ring the member pushes to take the next
 * step (with no open action, on the dashboard, a step of its own), the streak line and the steps waiting to sync.
 */
export function Tracker({ tracker, goal, disabled = false }: TrackerProps) {
  const { done, blocked, busy, nextOpen, asking } = tracker;
  const onStep = goal !== undefined;
  const push = () => {
    if (nextOpen) tracker.take({ kind: 'complete', id: nextOpen.id, text: nextOpen.text });
    else if (!onStep) tracker.take({ kind: 'empty' });
  };
  const streak = done >= ACTIONS.trackerClicksForStreak;

  return (
    <Group align="center" gap="lg" wrap="wrap" justify="center">
      <Tooltip label={blocked ? TRACKER_MESSAGES.dailyStepsFull : 'Tap to take your next step'} withArrow>
        <UnstyledButton
          onClick={push}
          disabled={blocked || busy || disabled || (onStep && !nextOpen)}
          data-testid="tracker-ring"
          data-done={done}
          style={{ borderRadius: '50%', position: 'relative', display: 'block' }}
        >
          <VisuallyHidden>Tracker:</VisuallyHidden>
          <StepsRing filled={Math.min(done, ACTIONS.ringSegments)} />
          <Center pos="absolute" inset={0}>
            <Box ta="center">
              <Text fz={40} fw={900} lh={1} c="brand.7">
                {onStep ? `${Math.min(done, goal)}/${goal}` : done}
              </Text>
              <Text fz={10} fw={800} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.12em' }}>
                {done === 1 && !onStep ? 'step today' : 'steps today'}
              </Text>
            </Box>
          </Center>
        </UnstyledButton>
      </Tooltip>
      <Box maw={220}>
        <Text fw={800} c="brand.8">
          {streak ? 'Streak day secured!' : 'Three steps a day'}
        </Text>
        <Text fz="sm" c="dimmed">
          {streak
            ? 'Every extra step still counts towards your total.'
            : `Take ${ACTIONS.trackerClicksForStreak - Math.min(done, 3)} more to keep your streak alive.`}
        </Text>
        {tracker.waiting > 0 && (
          <Badge mt={6} variant="light" color="brand" data-testid="steps-waiting">
            {tracker.waiting} waiting to sync
          </Badge>
        )}
      </Box>
      <ConfirmModal
        opened={asking !== null}
        title={TRACKER_MESSAGES.confirmTitle}
        confirmLabel="YES, I DID IT"
        loading={busy}
        onCancel={tracker.cancelAsked}
        onConfirm={tracker.confirmAsked}
      >
        {asking?.kind === 'complete'
          ? `Mark “${asking.text}” as done? A completed step cannot be undone.`
          : 'Record a step taken today? A completed step cannot be undone.'}
      </ConfirmModal>
    </Group>
  );
}
