import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ApiError } from '../../lib/api';
import { usePaymentAccount, useSaveCard } from './api';
import { CardEntry } from './card-entry';
import type { CardEntryHandle } from './card-entry-handle';
import { declineOf, usePaymentAttempt } from './payment-attempt';
import { PaymentDeclinedPanel } from './payment-declined-panel';
import { SavedCardLine } from './saved-card';

export interface PayWithCardProps {
  payLabel: string;
  /** The charge itself, sent with the attempt's Idempotency-Key. */
  charge: (idempotencyKey: string) => Promise<unknown>;
  /** Checks made before anything is sent (e.g. the quantity); false stops the payment. */
  beforePay?: () => boolean;
  /** Buttons shown beside the pay button (Cancel). */
  secondary?: ReactNode;
}

/**
 * Pays with the card on file, or with a card typed here first (saved, then charged). A decline
 * shows the payment-declined panel under the card, whose fields stay as typed; UPDATE PAYMENT opens
 * or clears the number field (the cursor in it) and the pay button, where it was, reads Retry payment.
 * The attempt's Idempotency-Key survives a retry after no answer, never a second charge.
 */
export function PayWithCard({ payLabel, charge, beforePay, secondary }: PayWithCardProps) {
  const account = usePaymentAccount();
  const saveCard = useSaveCard();
  const attempt = usePaymentAttempt();
  const [updating, setUpdating] = useState(false);
  const entry = useRef<CardEntryHandle>(null);
  const [declined, setDeclined] = useState<string | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // UPDATE PAYMENT asks the card form (open already, or opening now) to clear the number and take the cursor.
  const [restarts, setRestarts] = useState(0);
  useEffect(() => {
    if (restarts > 0) entry.current?.restart();
  }, [restarts]);

  if (account.isPending) return <Skeleton h={120} radius="md" />;
  if (account.isError) return <Alert color="red">{account.error.message}</Alert>;
  const card = account.data.card;
  const editing = updating || card === null;

  async function saveTypedCard(): Promise<boolean> {
    const card = await entry.current?.collect();
    if (!card) return false;
    // Saving puts the card on file; the fields stay open until the charge is through.
    setUpdating(true);
    await saveCard.mutateAsync(card);
    return true;
  }

  async function pay() {
    if (beforePay && !beforePay()) return;
    setBusy(true);
    setProblem(null);
    try {
      if (editing && !(await saveTypedCard())) return;
      await charge(attempt.current());
      attempt.settle();
      setDeclined(undefined);
      setUpdating(false);
    } catch (error) {
      attempt.settle(error);
      const reason = declineOf(error);
      if (reason !== null) setDeclined(reason);
      else setProblem(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      {editing ? (
        <Stack gap="xs">
          <CardEntry ref={entry} disabled={busy} />
          {card && declined === undefined && (
            <Anchor component="button" type="button" fz="sm" onClick={() => setUpdating(false)}>
              Use the card on file instead
            </Anchor>
          )}
        </Stack>
      ) : (
        <Stack gap={6}>
          <Text fz="sm" fw={700}>
            Card on file
          </Text>
          <SavedCardLine card={card} />
          {declined === undefined && (
            <Anchor component="button" type="button" fz="sm" onClick={() => setUpdating(true)}>
              Use another card
            </Anchor>
          )}
        </Stack>
      )}
      {declined !== undefined && (
        <PaymentDeclinedPanel
          reason={declined}
          busy={busy}
          onUpdatePayment={() => {
            setUpdating(true);
            setRestarts((count) => count + 1);
          }}
        />
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {secondary}
        <Button onClick={() => void pay()} loading={busy}>
          {declined === undefined ? payLabel : 'Retry payment'}
        </Button>
      </Group>
    </Stack>
  );
}
