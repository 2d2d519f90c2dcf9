import type { ReactNode } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACTIONS, addTaskRequestSchema, cleanText, normalizeText, type TaskDay } from '@oola/domain';
import { schemaErrors } from '../../lib/schema-form';
import { dayLabel, shortDate } from './day-label';

export interface TaskDraft {
  id: number | null;
  text: string;
  dayNumber: number;
}

/** Day choices 0-6 with their names and dates. */
export function dayOptions(days: TaskDay[]) {
  return days.map((day) => ({
    value: String(day.day),
    label: `${dayLabel(day.day, day.date)} · ${shortDate(day.date)}`,
  }));
}

interface FieldsProps {
  draft: TaskDraft;
  days: TaskDay[];
  error: ReactNode;
  onChange: (draft: TaskDraft) => void;
}

/** The task's text (normalised while typing, at most 300) and its day. */
export function TaskFields({ draft, days, error, onChange }: FieldsProps) {
  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      <TextInput
        aria-label="Task"
        placeholder="Write a task"
        style={{ flex: '1 1 220px' }}
        maxLength={ACTIONS.maxTextLength}
        value={draft.text}
        error={error}
        onChange={(event) => onChange({ ...draft, text: normalizeText(event.currentTarget.value) })}
      />
      <Select
        aria-label="Day"
        w={{ base: '100%', xs: 170 }}
        data={dayOptions(days)}
        value={String(draft.dayNumber)}
        allowDeselect={false}
        onChange={(value) => onChange({ ...draft, dayNumber: Number(value ?? 0) })}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}

/** A task's text and day, checked with the server's schema; the message stays until the next try. */
export function useTaskForm(initial: TaskDraft) {
  return useForm({
    initialValues: initial,
    validate: schemaErrors(addTaskRequestSchema),
    clearInputErrorOnChange: false,
  });
}

/** The draft as it is sent: the text cleaned as the server saves it. */
export const cleanDraft = (draft: TaskDraft): TaskDraft => ({ ...draft, text: cleanText(draft.text) });

interface EditorProps {
  draft: TaskDraft | null;
  days: TaskDay[];
  onClose: () => void;
  onSave: (draft: TaskDraft) => void;
}

/** EDIT TASK: change the text or move it to another day; SAVE asks for confirmation. */
export function TaskEditorModal({ draft, days, onClose, onSave }: EditorProps) {
  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      centered
      radius="lg"
      title={
        <Text fw={800} c="brand.8">
          EDIT TASK
        </Text>
      }
    >
      {draft && <Editor key={draft.id} initial={draft} days={days} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function Editor({ initial, days, onClose, onSave }: { initial: TaskDraft } & Omit<EditorProps, 'draft'>) {
  const form = useTaskForm(initial);
  const save = form.onSubmit((draft) => onSave(cleanDraft(draft)));
  return (
    <Stack gap="md">
      <TaskFields draft={form.values} days={days} error={form.errors.text} onChange={form.setValues} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          CANCEL
        </Button>
        <Button onClick={() => save()}>SAVE</Button>
      </Group>
    </Stack>
  );
}
