import { Badge } from '@mantine/core';
import type { PaymentHistoryItem } from '@oola/domain';
import { shortDate } from './dates';

const LOOK: Record<PaymentHistoryItem['status'], { color: string; label: string }> = {
  succeeded: { color: 'green', label: 'Paid' },
  declined: { color: 'red', label: 'Declined' },
  refunded: { color: 'gray', label: 'Refunded' },
  pending: { color: 'yellow', label: 'Processing' },
};

/** Paid, Declined, Processing, or Refunded with the day it was paid back. */
export function PaymentStatus({ payment, timeZone }: { payment: PaymentHistoryItem; timeZone: string }) {
  const { color, label } = LOOK[payment.status];
  const refunded = payment.refundedAt ? ` ${shortDate(payment.refundedAt, timeZone)}` : '';
  return (
    <Badge color={color} variant="light" radius="sm" data-testid="payment-status">
      {label}
      {refunded}
    </Badge>
  );
}
