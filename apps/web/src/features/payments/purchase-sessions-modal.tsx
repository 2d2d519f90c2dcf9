import { useState } from 'react';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { COACHING, MAX_SESSIONS_PER_PURCHASE, PAYMENT_MESSAGES, type PurchaseSessionResponse } from '@oola/domain';
import { usePaymentAccount, usePurchaseSessions } from './api';
import { formatCents } from './money';
import { PayWithCard } from './pay-with-card';
import { QuantityControl } from './quantity-control';

export interface PurchaseSessionsModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Buy 30-minute sessions with the member's own coach, at the coach's rate. */
export function PurchaseSessionsModal({ opened, onClose }: PurchaseSessionsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={800}>PURCHASE SESSIONS</Text>}
      radius="lg"
      size="lg"
      centered
    >
      {opened && <PurchaseSessions onClose={onClose} />}
    </Modal>
  );
}

function PurchaseSessions({ onClose }: { onClose: () => void }) {
  const account = usePaymentAccount();
  const purchase = usePurchaseSessions();
  const [quantity, setQuantity] = useState(1);
  const [quantityError, setQuantityError] = useState(false);
  const [done, setDone] = useState<PurchaseSessionResponse | null>(null);

  if (account.isPending) return <Skeleton h={240} radius="md" />;
  if (account.isError) return <Alert color="red">{account.error.message}</Alert>;
  const { coach } = account.data;
  if (!coach?.sessionRate) {
    return (
      <Alert color="yellow">{coach ? PAYMENT_MESSAGES.noSessionRate : 'Choose a coach first to buy sessions.'}</Alert>
    );
  }
  const rateCents = coach.sessionRate * 100;

  if (done) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" title={done.message} role="status">
          You now have {done.sessionsRemaining} {done.sessionsRemaining === 1 ? 'session' : 'sessions'} with{' '}
          {coach.firstName}. {formatCents(done.amountCents)} was charged to your card.
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>DONE</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Text>
        Sessions with {coach.firstName} {coach.lastName} last {COACHING.sessionMinutes} minutes and cost{' '}
        {formatCents(rateCents)} each. Sessions are transferable but non-refundable.
      </Text>
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="md">
        <QuantityControl
          label="How many sessions would you like to purchase?"
          value={quantity}
          max={MAX_SESSIONS_PER_PURCHASE}
          onChange={(value) => {
            setQuantity(value);
            setQuantityError(false);
          }}
        />
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fz="sm" c="dimmed">
            Total
          </Text>
          <Text fz={28} fw={800} data-testid="purchase-total">
            {formatCents(rateCents * quantity)}
          </Text>
        </Stack>
      </Group>
      {quantityError && (
        <Alert color="red" variant="light" role="alert">
          {PAYMENT_MESSAGES.quantityRequired}
        </Alert>
      )}
      <PayWithCard
        payLabel="PURCHASE"
        beforePay={() => {
          setQuantityError(quantity <= 0);
          return quantity > 0;
        }}
        charge={async (idempotencyKey) =>
          setDone(await purchase.mutateAsync({ coachId: coach.id, quantity, idempotencyKey }))
        }
        secondary={
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        }
      />
    </Stack>
  );
}
