/*
 * SLOT (way 3 of the find-coach modal): the lead replaces this body with the payments slice's
 * ConfirmCoachPayment. Until then it selects the coach at once through POST FindCoach/SelectCoach/{coachId}.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { MemberCoachProfile } from '@oola/domain';
import { api } from '../../lib/api';
import { CoachAvatar } from '../coach-directory/coach-avatar';

export interface CoachConfirmSlotProps {
  coach: MemberCoachProfile;
  onSelected: () => void;
  onCancel: () => void;
}

export function CoachConfirmSlot({ coach, onSelected, onCancel }: CoachConfirmSlotProps) {
  const select = useMutation({
    mutationFn: () => api<unknown>('POST', `FindCoach/SelectCoach/${coach.coachId}`, {}, { handleConflict: true }),
    onSuccess: onSelected,
  });
  return (
    <Stack gap="lg" align="center" ta="center">
      <CoachAvatar coach={coach} size={88} />
      <Text fz="lg" fw={700}>
        Work with {coach.firstName} {coach.lastName} as your coach?
      </Text>
      {select.isError && (
        <Alert color="red" variant="light" role="alert" w="100%">
          {select.error.message}
        </Alert>
      )}
      <Group justify="center">
        <Button variant="default" onClick={onCancel}>
          BACK
        </Button>
        <Button onClick={() => select.mutate()} loading={select.isPending}>
          CONFIRM
        </Button>
      </Group>
    </Stack>
  );
}
