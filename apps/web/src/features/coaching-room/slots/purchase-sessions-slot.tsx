import { Button } from '@mantine/core';

/**
 * SLOT (placeholder, replaced at merge): the payments slice's BUY SESSIONS button and its purchase
 * sessions modal, for the member's coach. Rendered by the My Oola Coach section.
 */
export interface PurchaseSessionsSlotProps {
  coachId: number;
}

export function PurchaseSessionsSlot(_props: PurchaseSessionsSlotProps) {
  return (
    <Button variant="light" disabled>
      BUY SESSIONS
    </Button>
  );
}
