import { useState } from 'react';
import { Badge, Box, Button, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { TODO_MESSAGES, type Task, type TaskDay } from '@oola/domain';
import { useSession } from '../../lib/session';
import { EmptyState } from '../../ui/section-card';
import { LoadsWhenOnline, PendingChangesList, usePendingChanges, type ChangeKind } from '../offline';
import { useAddTask, useCompleteTask, useDeleteTask, useEditTask, useTasks } from './api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { dayLabel, shortDate } from './day-label';
import { TaskRow } from './task-row';
import { cleanDraft, TaskEditorModal, TaskFields, useTaskForm, type TaskDraft } from './task-editor-modal';
import { TodoLocked } from './todo-locked';

const NON_SUBSCRIBER = 4;

type Pending = { kind: 'add' | 'edit'; draft: TaskDraft } | { kind: 'complete' | 'delete'; task: Task } | null;

const CONFIRM = {
  add: { title: TODO_MESSAGES.confirmAdd, label: 'ADD', color: 'brand' },
  edit: { title: TODO_MESSAGES.confirmEdit, label: 'SAVE', color: 'brand' },
  complete: { title: TODO_MESSAGES.confirmComplete, label: 'DONE', color: 'teal' },
  delete: { title: TODO_MESSAGES.confirmDelete, label: 'DELETE', color: 'red' },
} as const;

const EMPTY_DRAFT: TaskDraft = { id: null, text: '', dayNumber: 0 };
const TASK_CHANGES: readonly ChangeKind[] = ['add-task', 'complete-task'];

/** The TO-DO LIST tab: tasks for today and the next six days, grouped by day (locked for non-subscribers). */
export function TodoList() {
  const session = useSession();
  if (session?.userTypeId === NON_SUBSCRIBER) return <TodoLocked />;
  return <Todo />;
}

function Todo() {
  const { data: days, isPending, fetchStatus } = useTasks();
  const add = useAddTask();
  const edit = useEditTask();
  const complete = useCompleteTask();
  const remove = useDeleteTask();
  const form = useTaskForm(EMPTY_DRAFT);
  const [editing, setEditing] = useState<TaskDraft | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const waiting = usePendingChanges(TASK_CHANGES);

  if (!days && fetchStatus === 'paused')
    return <LoadsWhenOnline>Your to-do list is not on this device yet.</LoadsWhenOnline>;
  if (isPending || !days) return <Skeleton height={160} radius="md" />;
  const today = days[0]!.date;

  const confirm = async () => {
    if (!pending) return;
    try {
      if ('draft' in pending) {
        const { id, text, dayNumber } = pending.draft;
        if (id === null) {
          await add.mutateAsync({ task: { text, dayNumber }, today });
          form.setValues({ ...EMPTY_DRAFT, dayNumber });
        } else {
          await edit.mutateAsync({ id, text, dayNumber });
          setEditing(null);
        }
      } else if (pending.kind === 'complete') {
        await complete.mutateAsync({ task: pending.task, today });
      } else {
        await remove.mutateAsync(pending.task.id);
      }
    } catch (failure) {
      // A failed to-do write is only logged; the list stays as it was.
      console.warn('to-do update failed', failure);
    } finally {
      setPending(null);
    }
  };

  // A task completed offline leaves the list at once; it shows below as waiting to sync.
  const doneOffline = new Set(
    waiting.filter((change) => change.kind === 'complete-task').map((change) => change.targetId),
  );
  const planned = days
    .map((day) => ({ ...day, tasks: day.tasks.filter((task) => !doneOffline.has(task.id)) }))
    .filter((day) => day.tasks.length > 0);
  const busy = add.isPending || edit.isPending || complete.isPending || remove.isPending;
  const kind = pending?.kind;

  return (
    <Stack gap="md" data-testid="todo-list">
      <Box component="form" onSubmit={form.onSubmit((draft) => setPending({ kind: 'add', draft: cleanDraft(draft) }))}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Box style={{ flex: 1, minWidth: 0 }}>
            <TaskFields draft={form.values} days={days} error={form.errors.text} onChange={form.setValues} />
          </Box>
          <Button type="submit" aria-label="Add task" px="md">
            ADD
          </Button>
        </Group>
      </Box>

      <PendingChangesList kinds={TASK_CHANGES} />

      {planned.length === 0 && waiting.length === 0 ? (
        <EmptyState title="Nothing planned yet">Add a task for today or any of the next six days.</EmptyState>
      ) : (
        <ScrollArea.Autosize mah={420} offsetScrollbars type="auto">
          <Stack gap="md">
            {planned.map((day) => (
              <DayGroup
                key={day.day}
                day={day}
                onComplete={(task) => setPending({ kind: 'complete', task })}
                onDelete={(task) => setPending({ kind: 'delete', task })}
                onEdit={(task) => setEditing({ id: task.id, text: task.text, dayNumber: day.day })}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}

      <TaskEditorModal
        draft={editing}
        days={days}
        onClose={() => setEditing(null)}
        onSave={(changed) => setPending({ kind: 'edit', draft: changed })}
      />
      <ConfirmDialog
        opened={pending !== null}
        title={kind ? CONFIRM[kind].title : ''}
        confirmLabel={kind ? CONFIRM[kind].label : 'YES'}
        color={kind ? CONFIRM[kind].color : 'brand'}
        loading={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending && ('task' in pending ? pending.task.text : pending.draft.text)}
      </ConfirmDialog>
    </Stack>
  );
}

interface DayGroupProps {
  day: TaskDay;
  onComplete: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

function DayGroup({ day, onComplete, onEdit, onDelete }: DayGroupProps) {
  return (
    <Stack gap={6} data-testid="todo-day" aria-label={dayLabel(day.day, day.date)} role="group">
      <Group gap="xs">
        <Text
          fw={800}
          fz="sm"
          c={day.day === 0 ? 'brand.7' : 'dark.6'}
          tt="uppercase"
          style={{ letterSpacing: '0.06em' }}
        >
          {dayLabel(day.day, day.date)}
        </Text>
        <Text fz="xs" c="dimmed">
          {shortDate(day.date)}
        </Text>
        <Badge size="sm" variant="light" color="gray" ml="auto">
          {day.tasks.length}
        </Badge>
      </Group>
      {day.tasks.map((task) => (
        <TaskRow
          key={task.id}
          task={task}
          onComplete={() => onComplete(task)}
          onEdit={() => onEdit(task)}
          onDelete={() => onDelete(task)}
        />
      ))}
    </Stack>
  );
}
