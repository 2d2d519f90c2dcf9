import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PurchaseCourseResponse } from '@oola/domain';
import { usePurchaseCourse } from './api';
import { formatCents } from './money';
import { PayWithCard } from './pay-with-card';
import { brandName } from './saved-card';

export interface CourseToBuy {
  id: number;
  title: string;
  /** Whole dollars, as the course list gives it. */
  price: number;
}

/** Buys an additional course with the card on file (or a card typed here); a decline shows the declined panel. */
export function BuyCourse({
  course,
  onBought,
}: {
  course: CourseToBuy;
  onBought: (result: PurchaseCourseResponse) => void;
}) {
  const purchase = usePurchaseCourse();
  return (
    <PayWithCard
      payLabel={`BUY FOR ${formatCents(course.price * 100)}`}
      charge={async (idempotencyKey) => onBought(await purchase.mutateAsync({ courseId: course.id, idempotencyKey }))}
    />
  );
}

/** What was paid for a course just bought, and where its receipt is. */
export function CoursePurchasedNotice({ result }: { result: PurchaseCourseResponse }) {
  const card = result.card ? ` to your ${brandName(result.card.brand)} •••• ${result.card.last4}` : '';
  return (
    <Alert color="green" variant="light" radius="md" title="Thank you! The program is yours." role="status">
      <Text fz="sm">
        {formatCents(result.amountCents)} was charged{card}. The program is now in ADDITIONAL PROGRAMS on your
        dashboard.{' '}
        <Anchor component={Link} to={`/billing/receipt/${result.paymentId}`} fz="sm" fw={700}>
          View your receipt
        </Anchor>
      </Text>
    </Alert>
  );
}
