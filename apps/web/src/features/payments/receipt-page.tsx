import {
  Alert,
  Anchor,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { PaymentReceipt } from '@oola/domain';
import { usePaymentReceipt } from './api';
import { dateAndTime } from './dates';
import { formatCents } from './money';
import { PaymentStatus } from './payment-status';
import { brandName } from './saved-card';
import classes from './receipt.module.css';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" fw={800} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

function Receipt({ receipt }: { receipt: PaymentReceipt }) {
  const { payment, seller, billedTo, timeZone } = receipt;
  const amount = formatCents(payment.amountCents);
  return (
    <Paper
      withBorder
      radius="lg"
      shadow="sm"
      p={{ base: 'lg', sm: 40 }}
      className={classes.sheet}
      data-testid="receipt"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Text fw={900} fz={28} c="brand.8" lh={1}>
              {seller.name}
            </Text>
            <Text fz="sm" c="dimmed">
              {seller.supportEmail} · {seller.supportPhone}
            </Text>
          </div>
          <div className={classes.title}>
            <Title order={1} fz={24}>
              Receipt
            </Title>
            <Text fz="sm" c="dimmed" data-testid="receipt-number">
              {receipt.receiptNumber}
            </Text>
          </div>
        </Group>
        <Divider />
        <div className={classes.fields}>
          <Field label="Date paid">{dateAndTime(payment.createdAt, timeZone)}</Field>
          <Field label="Billed to">
            {billedTo.name}
            {billedTo.email && (
              <>
                <br />
                {billedTo.email}
              </>
            )}
          </Field>
          <Field label="Paid with">
            {payment.card ? `${brandName(payment.card.brand)} •••• ${payment.card.last4}` : 'Card on file'}
          </Field>
          <Field label="Status">
            <PaymentStatus payment={payment} timeZone={timeZone} />
          </Field>
        </div>
        <Table verticalSpacing="sm" withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{payment.description}</Table.Td>
              <Table.Td ta="right">{receipt.quantity}</Table.Td>
              <Table.Td ta="right">{amount}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>Total paid</Table.Th>
              <Table.Th ta="right" data-testid="receipt-total">
                {amount}
              </Table.Th>
            </Table.Tr>
            {payment.refundedAt && (
              <Table.Tr>
                <Table.Th colSpan={2}>Refunded on {dateAndTime(payment.refundedAt, timeZone)}</Table.Th>
                <Table.Th ta="right">−{amount}</Table.Th>
              </Table.Tr>
            )}
          </Table.Tfoot>
        </Table>
        <Text fz="xs" c="dimmed">
          Amounts in US dollars ({payment.currency.toUpperCase()}). Times in {timeZone}. Questions about this payment?
          Contact {seller.supportEmail} or {seller.supportPhone} with the receipt number.
        </Text>
      </Stack>
    </Paper>
  );
}

/** /billing/receipt/{paymentId}: one payment's receipt, laid out to print on one page. */
export default function ReceiptPage() {
  const paymentId = Math.max(0, Math.trunc(Number(useParams().paymentId)) || 0);
  const receipt = usePaymentReceipt(paymentId);
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="md" className={classes.actions}>
        <Anchor component={Link} to="/billing" fw={700}>
          ← Payments &amp; sessions
        </Anchor>
        {receipt.data && <Button onClick={() => window.print()}>PRINT</Button>}
      </Group>
      {receipt.isPending && paymentId > 0 && <Skeleton h={480} radius="lg" />}
      {(receipt.isError || paymentId === 0) && (
        <Alert color="red" title="We could not open this receipt">
          {receipt.error?.message ?? 'Receipt not found.'}
        </Alert>
      )}
      {receipt.data && <Receipt receipt={receipt.data} />}
    </Container>
  );
}
