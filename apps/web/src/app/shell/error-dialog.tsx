import { Button, Group, Modal, Text } from '@mantine/core';
import type { ErrorDialog as Dialog } from '../../lib/shell-events';

/** The error dialog itself, loaded with the first error (error-modal.tsx). */
export default function ErrorDialog({ dialog, onClose }: { dialog: Dialog | null; onClose: () => void }) {
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={<Text fw={800}>{dialog?.title}</Text>}
      centered
      zIndex={2500}
    >
      <Text>{dialog?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
