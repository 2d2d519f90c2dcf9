import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { PurchaseSessionsModal } from './purchase-sessions-modal';

/** BUY SESSIONS and its purchase-sessions modal (sessions with the member's own coach). */
export function BuySessionsButton(props: ButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" {...props} onClick={() => setOpened(true)}>
        BUY SESSIONS
      </Button>
      <PurchaseSessionsModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
