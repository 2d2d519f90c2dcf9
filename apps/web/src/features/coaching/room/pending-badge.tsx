import { Badge, VisuallyHidden } from '@mantine/core';
import { pendingBadgeLabel } from '@oola/domain';

/** Unread messages as a small red badge: the number, '+99' above 99, nothing at 0. */
export function PendingBadge({ count }: { count: number }) {
  const label = pendingBadgeLabel(count);
  if (!label) return null;
  return (
    <Badge color="red.8" size="sm" variant="filled" radius="xl" data-testid="pending-badge">
      {label}
      <VisuallyHidden> unread {count === 1 ? 'message' : 'messages'}</VisuallyHidden>
    </Badge>
  );
}
