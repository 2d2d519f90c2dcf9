import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What the member is confirming (e.g. the task or goal text). */
  children?: ReactNode;
  confirmLabel?: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The dashboard's confirm dialog for a task or goal change: CANCEL or the confirming button. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel = 'YES',
  color = 'brand',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      centered
      radius="lg"
      size="sm"
      withCloseButton={false}
      title={title}
      styles={{
        header: { justifyContent: 'center', paddingBottom: 0 },
        title: {
          fontWeight: 800,
          fontSize: 'var(--mantine-font-size-lg)',
          color: 'var(--mantine-color-brand-8)',
          textAlign: 'center',
        },
      }}
      data-testid="confirm-dialog"
    >
      <Stack gap="md" ta="center" pb="xs">
        {children && (
          <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {children}
          </Text>
        )}
        <Group justify="center" gap="sm">
          <Button variant="default" onClick={onCancel}>
            CANCEL
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
