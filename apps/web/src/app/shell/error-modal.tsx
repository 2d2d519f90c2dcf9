import { useEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { onShellEvent, type ErrorDialog } from '../../lib/shell-events';

/** The generic error dialog (title, description, OK) opened by any 409 or showErrorDialog(). */
export function ErrorModal() {
  const [dialog, setDialog] = useState<ErrorDialog | null>(null);
  useEffect(() => onShellEvent((event) => event.type === 'error' && setDialog(event.dialog)), []);
  return (
    <Modal
      opened={dialog !== null}
      onClose={() => setDialog(null)}
      title={<Text fw={800}>{dialog?.title}</Text>}
      centered
      zIndex={2500}
    >
      <Text>{dialog?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={() => setDialog(null)}>OK</Button>
      </Group>
    </Modal>
  );
}
