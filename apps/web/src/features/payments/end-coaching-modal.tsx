import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { PaymentAccount } from '@oola/domain';
import { ApiError } from '../../lib/api';
import { useCancelCoaching } from './api';

interface EndCoachingModalProps {
  opened: boolean;
  onClose: () => void;
  onEnded: (message: string) => void;
  account: PaymentAccount;
}

/** Asks before ending the member's coaching, saying plainly what ends and what stays. */
export function EndCoachingModal({ opened, onClose, onEnded, account }: EndCoachingModalProps) {
  const cancel = useCancelCoaching();
  const coachName = account.coach ? `${account.coach.firstName} ${account.coach.lastName}` : 'your coach';
  const coachFirstName = account.coach?.firstName ?? 'Your coach';
  const sessions = account.sessionsRemaining;

  const close = () => {
    cancel.reset();
    onClose();
  };

  async function end() {
    const answer = await cancel.mutateAsync().catch(() => null);
    if (!answer) return;
    onEnded(answer.message);
    close();
  }

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={800}>END YOUR COACHING?</Text>} radius="lg" centered>
      <Stack gap="md">
        <Text>Your coaching with {coachName} ends today.</Text>
        <List spacing="xs" size="sm">
          {account.subscription && (
            <List.Item>
              Your coaching subscription stops: you will not be charged again. This month is not refunded.
            </List.Item>
          )}
          <List.Item>
            {coachFirstName} will see you as a past client. Your notes and chat stay readable, but no new messages or
            video sessions.
          </List.Item>
          <List.Item>
            Your {sessions} remaining {sessions === 1 ? 'session stays' : 'sessions stay'} yours, for your next coach.
          </List.Item>
          <List.Item>You can choose a coach again any time with FIND A COACH; a new month is charged then.</List.Item>
        </List>
        {cancel.isError && (
          <Alert color="red" variant="light" role="alert">
            {cancel.error instanceof ApiError
              ? cancel.error.message
              : 'Sorry, we could not end your coaching. Please try again.'}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            KEEP MY COACHING
          </Button>
          <Button color="red" onClick={() => void end()} loading={cancel.isPending}>
            END COACHING
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
