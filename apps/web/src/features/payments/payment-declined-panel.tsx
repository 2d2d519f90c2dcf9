import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { PAYMENT_MESSAGES } from '@oola/domain';
import { useSettings } from '../../lib/settings';

export interface PaymentDeclinedPanelProps {
  /** The provider's reason ('Your card was declined.'). */
  reason: string | null;
  onUpdatePayment: () => void;
  onRetry: () => void;
  retrying?: boolean;
}

/** The spec's payment-declined panel: its text, UPDATE PAYMENT, Retry payment and the support line. */
export function PaymentDeclinedPanel({ reason, onUpdatePayment, onRetry, retrying }: PaymentDeclinedPanelProps) {
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
        <Group gap="sm">
          <Button variant="outline" color="red.9" onClick={onUpdatePayment} disabled={retrying}>
            UPDATE PAYMENT
          </Button>
          <Button color="red.9" onClick={onRetry} loading={retrying}>
            Retry payment
          </Button>
        </Group>
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
