import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';

export interface NoticeModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message?: ReactNode;
  /** Buttons; a single OK that closes the modal when left out. */
  actions?: ReactNode;
}

/** A centred message with a bold title: validation notices and confirmations of the journey. */
export function NoticeModal({ opened, onClose, title, message, actions }: NoticeModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} centered radius="lg" withCloseButton={false} size="md">
      <Stack align="center" gap="md" p="sm" ta="center">
        <Title order={3} tt="uppercase" c="brand.7">
          {title}
        </Title>
        {message && <Text c="dimmed">{message}</Text>}
        <Group justify="center" gap="sm" mt="xs">
          {actions ?? <Button onClick={onClose}>OK</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}
