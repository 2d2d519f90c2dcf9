import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { PAYMENT_MESSAGES } from '@oola/domain';
import { useSettings } from '../../lib/settings';

export interface PaymentDeclinedPanelProps {
  /** The provider's reason ('Your card was declined.'). */
  reason: string | null;
  onUpdatePayment: () => void;
  /** A retry is under way (the form's own pay button, now Retry payment, sends it). */
  busy?: boolean;
}

/**
 * The spec's payment-declined panel: its text, UPDATE PAYMENT and the support line. It sits under the card;
 * Retry payment is the form's pay button below it, where the member pressed it.
 */
export function PaymentDeclinedPanel({ reason, onUpdatePayment, busy }: PaymentDeclinedPanelProps) {
  const { support } = useSettings();
  return (
    <Alert color="red" variant="light" radius="md" title="Payment declined" data-testid="payment-declined">
      <Stack gap="sm">
        <Text fz="sm">{PAYMENT_MESSAGES.declined}</Text>
        {reason && (
          <Text fz="sm" fw={700}>
            {reason}
          </Text>
        )}
        <Button
          variant="outline"
          color="red.9"
          bg="white"
          onClick={onUpdatePayment}
          disabled={busy}
          style={{ alignSelf: 'flex-start' }}
        >
          UPDATE PAYMENT
        </Button>
        <Text fz="sm">
          Need help? Contact support at{' '}
          <Anchor href={`tel:${support.phone.replace(/[^\d+]/g, '')}`} c="red.9" fw={700} inherit>
            {support.phone}
          </Anchor>{' '}
          or{' '}
          <Anchor href={`mailto:${support.email}`} c="red.9" fw={700} inherit>
            {support.email}
          </Anchor>
          .
        </Text>
      </Stack>
    </Alert>
  );
}
