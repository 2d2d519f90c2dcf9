import { Alert, Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PaymentHistoryItem } from '@oola/domain';
import { usePaymentHistory } from './api';
import { shortDate, useMemberZone } from './dates';
import { formatCents } from './money';
import { PaymentStatus } from './payment-status';
import { brandName } from './saved-card';
import classes from './payment-history.module.css';

const hasReceipt = (payment: PaymentHistoryItem) => payment.status === 'succeeded' || payment.status === 'refunded';

function PaymentLine({ payment, timeZone }: { payment: PaymentHistoryItem; timeZone: string }) {
  const date = shortDate(payment.createdAt, timeZone);
  return (
    <li className={classes.line} data-testid="payment-line">
      <Stack gap={2} className={classes.what}>
        <Text fw={700} lh={1.3}>
          {payment.description}
        </Text>
        <Text fz="sm" c="dimmed">
          {date}
          {payment.card && ` · ${brandName(payment.card.brand)} •••• ${payment.card.last4}`}
        </Text>
      </Stack>
      <Group gap="sm" wrap="nowrap" className={classes.figures}>
        <Text
          fw={800}
          td={payment.status === 'declined' ? 'line-through' : undefined}
          c={payment.status === 'declined' ? 'dimmed' : undefined}
        >
          {formatCents(payment.amountCents)}
        </Text>
        <PaymentStatus payment={payment} timeZone={timeZone} />
        {hasReceipt(payment) ? (
          <Anchor
            component={Link}
            to={`/billing/receipt/${payment.id}`}
            aria-label={`Receipt for ${payment.description}, ${date}`}
            fz="sm"
            fw={700}
            className={classes.receipt}
          >
            Receipt
          </Anchor>
        ) : (
          <span className={classes.receipt} aria-hidden="true" />
        )}
      </Group>
    </li>
  );
}

/** PAYMENT HISTORY: every payment, newest first, each charged one with its printable receipt. */
export function PaymentHistoryList() {
  const history = usePaymentHistory();
  const timeZone = useMemberZone();
  if (history.isPending) return <Skeleton h={120} radius="md" />;
  if (history.isError) return <Alert color="red">{history.error.message}</Alert>;
  if (history.data.payments.length === 0) return <Text c="dimmed">No payments yet.</Text>;
  return (
    <ul className={classes.list} aria-label="Your payments, newest first">
      {history.data.payments.map((payment) => (
        <PaymentLine key={payment.id} payment={payment} timeZone={timeZone} />
      ))}
    </ul>
  );
}
