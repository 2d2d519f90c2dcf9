import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import type { Task } from '@oola/domain';
import { PencilIcon, TrashIcon } from '../goals';

interface TaskRowProps {
  task: Task;
  onComplete: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One task: a round tick to complete it, its text, edit and delete. */
export function TaskRow({ task, onComplete, onEdit, onDelete }: TaskRowProps) {
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={8}
      data-testid="todo-task"
      style={{ borderColor: 'var(--mantine-color-gray-2)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <Tooltip label="Mark as done" withArrow>
          <ActionIcon
            variant="outline"
            radius="xl"
            size={26}
            color="teal"
            aria-label={`Complete ${task.text}`}
            onClick={onComplete}
          >
            <svg
              width="14"
              height="14"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              aria-hidden
            >
              <path d="M5 12l5 5L20 7" />
            </svg>
          </ActionIcon>
        </Tooltip>
        <Text fz="sm" fw={500} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {task.text}
        </Text>
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${task.text}`} onClick={onEdit}>
            <PencilIcon />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${task.text}`} onClick={onDelete}>
            <TrashIcon />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
