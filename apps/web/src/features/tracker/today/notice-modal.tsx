import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface Notice {
  title: string;
  message: string;
}

/** A titled message with an OK button (the tracker's validation messages). */
export function NoticeModal({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Modal opened={notice !== null} onClose={onClose} title={notice?.title} centered radius="lg" styles={TITLE}>
      <Stack gap="lg">
        <Text>{notice?.message}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export const TITLE = { title: { fontWeight: 800, letterSpacing: '0.04em', color: 'var(--mantine-color-brand-8)' } };

export interface ConfirmProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  color?: string;
}

/** The tracker's confirm dialogs ('ARE YOU SURE?', delete, cancel repeat). */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  loading,
  color,
}: ConfirmProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered radius="lg" styles={TITLE}>
      <Stack gap="lg">
        <Text component="div">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={loading} color={color} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
