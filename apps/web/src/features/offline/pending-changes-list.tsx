import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ChangeKind } from './queued-change';
import { usePendingChanges } from './use-pending-changes';

const WHAT: Record<ChangeKind, string> = {
  'complete-action': 'Step taken',
  'empty-step': 'Step taken',
  'add-task': 'New task',
  'complete-task': 'Task done',
};

/** The changes of these kinds that wait on this device, each marked as waiting to sync. */
export function PendingChangesList({ kinds }: { kinds: readonly ChangeKind[] }) {
  const changes = usePendingChanges(kinds);
  if (changes.length === 0) return null;
  return (
    <Stack gap={6} data-testid="pending-changes" aria-label="Waiting to sync" role="group">
      {changes.map((change) => (
        <Paper
          key={change.key}
          data-testid="pending-change"
          radius="md"
          px="sm"
          py={6}
          bg="brand.0"
          style={{ border: '1px dashed var(--mantine-color-brand-3)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <Text fz="xs" fw={800} c="brand.7" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
              {WHAT[change.kind]}
            </Text>
            <Text fz="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {change.label}
            </Text>
            <Badge size="sm" variant="white" color="brand.7">
              Waiting to sync
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
