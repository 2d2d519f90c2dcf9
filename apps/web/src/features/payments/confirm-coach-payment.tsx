import { useState } from 'react';
import { Alert, Avatar, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { COACHING, type SelectCoachResponse } from '@oola/domain';
import { ApiError } from '../../lib/api';
import { usePaymentAccount, useSelectCoach } from './api';
import { CoachingConfirmed } from './coaching-confirmed';
import { newIdempotencyKey } from './payment-attempt';
import { PayWithCard } from './pay-with-card';

/** The coach being chosen, as the find-coach modal has it. */
export interface CoachToConfirm {
  id: number;
  firstName: string;
  lastName: string;
  pictureUrl?: string | null;
  location?: string | null;
}

export interface ConfirmCoachPaymentProps {
  coach: CoachToConfirm;
  onSelected: (result: SelectCoachResponse) => void;
  onCancel: () => void;
}

function CoachLine({ coach }: { coach: CoachToConfirm }) {
  const initials = `${coach.firstName[0] ?? ''}${coach.lastName[0] ?? ''}`;
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" wrap="nowrap">
        <Avatar src={coach.pictureUrl ?? null} alt="" size={56} radius="xl" color="brand">
          {initials}
        </Avatar>
        <div>
          <Text fw={800}>
            {coach.firstName} {coach.lastName}
          </Text>
          {coach.location && (
            <Text fz="sm" c="dimmed">
              {coach.location}
            </Text>
          )}
        </div>
      </Group>
    </Paper>
  );
}

/**
 * The find-coach modal's way 3: confirm the coach, paying the first month of coaching first when
 * the member must (displayCoachingPayment); a decline shows the declined panel with retry, a
 * payment what was paid and what comes next before the modal moves on.
 */
export function ConfirmCoachPayment({ coach, onSelected, onCancel }: ConfirmCoachPaymentProps) {
  const account = usePaymentAccount();
  const select = useSelectCoach();
  const [problem, setProblem] = useState<string | null>(null);
  const [paid, setPaid] = useState<SelectCoachResponse | null>(null);
  const cancel = (
    <Button variant="default" onClick={onCancel}>
      Cancel
    </Button>
  );

  if (paid) {
    return (
      <CoachingConfirmed
        coachFirstName={coach.firstName}
        result={paid}
        card={account.data?.card ?? null}
        onDone={() => onSelected(paid)}
      />
    );
  }
  if (account.isPending) return <Skeleton h={200} radius="md" />;
  if (account.isError) return <Alert color="red">{account.error.message}</Alert>;
  // A paid choice first says what was paid and what comes next; a free one is done at once.
  const charge = async (idempotencyKey: string) => {
    const result = await select.mutateAsync({ coachId: coach.id, idempotencyKey });
    if (result.charged) setPaid(result);
    else onSelected(result);
  };

  if (!account.data.displayCoachingPayment) {
    return (
      <Stack gap="md">
        <CoachLine coach={coach} />
        <Text>Choose {coach.firstName} as your coach?</Text>
        {problem && <Alert color="red">{problem}</Alert>}
        <Group justify="flex-end" gap="sm">
          {cancel}
          <Button
            loading={select.isPending}
            onClick={() =>
              charge(newIdempotencyKey()).catch((error: unknown) =>
                setProblem(error instanceof ApiError ? error.message : String(error)),
              )
            }
          >
            CONFIRM
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <CoachLine coach={coach} />
      <div>
        <Text fw={800} fz="lg">
          Coaching with {coach.firstName}: ${COACHING.monthlyPrice} a month
        </Text>
        <Text fz="sm" c="dimmed">
          Charged today, then every month until you cancel. Cancel anytime.
        </Text>
      </div>
      <PayWithCard payLabel={`PAY $${COACHING.monthlyPrice} AND CONFIRM`} charge={charge} secondary={cancel} />
    </Stack>
  );
}
