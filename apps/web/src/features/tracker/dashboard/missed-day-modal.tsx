import { Button, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useModalTurn } from '../../../ui/modal-queue/modal-queue';
import { useReactivate } from '../api';
import { CalendarIcon } from './icons';
import { TITLE } from '../today/notice-modal';

/**
 * Missed-day warning: START OVER restarts the phase, KEEP GOING carries on; both refresh the tracker.
 * `due` is the day's displayFailModal (undefined while loading); it opens on its turn in the modal queue.
 */
export function MissedDayModal({ due, courseId }: { due: boolean | undefined; courseId: number }) {
  const opened = useModalTurn('missed-day', due);
  const reactivate = useReactivate();
  const answer = (restart: boolean) => reactivate.mutate({ courseId, restart });
  const waiting = reactivate.isPending ? reactivate.variables?.restart : undefined;
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      radius="lg"
      title="YOU MISSED A DAY"
      styles={TITLE}
      data-testid="missed-day-modal"
    >
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="area4.6" variant="light">
          <CalendarIcon />
        </ThemeIcon>
        <Text>
          A whole day went by without an action step. That happens to everyone — what matters is the next step.
        </Text>
        <Text fz="sm" c="dimmed">
          <b>Start over</b> restarts your current phase from today. <b>Keep going</b> picks up right where you left off.
        </Text>
        <SimpleGrid cols={2} w="100%" spacing="sm">
          <Button
            variant="default"
            onClick={() => answer(true)}
            loading={waiting === true}
            disabled={reactivate.isPending}
          >
            START OVER
          </Button>
          <Button onClick={() => answer(false)} loading={waiting === false} disabled={reactivate.isPending}>
            KEEP GOING
          </Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
