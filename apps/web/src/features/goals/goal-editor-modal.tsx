import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AREAS, areaById, goalEditorSchema } from '@oola/domain';
import { areaColor } from '../../ui/area-color';
import { ApiError } from '../../lib/api';
import { schemaErrors } from '../../lib/schema-form';
import { useAddGoal, useUpdateGoal } from './api';
import { today } from './goal-date';
import { GoalFields } from './goal-fields';

/** What the editor opens on: a goal to edit, or a new goal in an area (none: the member chooses it). */
export interface GoalEditorTarget {
  areaId?: number;
  goal?: { id: number; text: string; completedByDate: string };
}

export interface GoalEditorModalProps {
  /** null: closed. */
  target: GoalEditorTarget | null;
  onClose: () => void;
}

function Editor({ target, onClose }: { target: GoalEditorTarget; onClose: () => void }) {
  const { goal } = target;
  // Today is read when SAVE is pressed: a date may have become the past while the editor was open.
  const rules = () => goalEditorSchema(today(), goal?.completedByDate);
  const form = useForm<{ areaId: number; text: string; completedByDate: string | null }>({
    initialValues: {
      areaId: target.areaId ?? AREAS[0]!.id,
      text: goal?.text ?? '',
      completedByDate: goal?.completedByDate ?? null,
    },
    validate: (values) => schemaErrors(rules())(values),
    // The message stays until the next SAVE, as it always did.
    clearInputErrorOnChange: false,
  });
  const add = useAddGoal();
  const update = useUpdateGoal();
  const { areaId, text, completedByDate } = form.values;
  const area = areaById(areaId);
  // One message at a time, the text's first (the editor's one line under its fields).
  const problem = form.errors.text ?? form.errors.completedByDate;

  const save = form.onSubmit(async (values) => {
    const checked = rules().parse(values);
    try {
      if (goal) await update.mutateAsync({ id: goal.id, ...checked });
      else await add.mutateAsync({ areaId, ...checked });
      onClose();
    } catch (error) {
      // Add or update failure: alert with the error; a 409 already showed the Error modal.
      if (!(error instanceof ApiError && error.status === 409)) window.alert((error as Error).message);
    }
  });

  return (
    <Stack gap="md">
      {target.areaId === undefined && (
        <Select
          label="Life area"
          data={AREAS.map((option) => ({ value: String(option.id), label: option.name }))}
          value={String(areaId)}
          allowDeselect={false}
          onChange={(value) => form.setFieldValue('areaId', Number(value ?? AREAS[0]!.id))}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <GoalFields
        label={area.name}
        color={areaColor(area.id)}
        value={{ goalId: goal?.id ?? null, text, date: completedByDate }}
        onChange={(draft) => form.setValues({ text: draft.text, completedByDate: draft.date })}
      />
      {problem && (
        <Text c="red" size="sm" fw={600} role="alert">
          {problem}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          CANCEL
        </Button>
        <Button color={areaColor(area.id)} loading={add.isPending || update.isPending} onClick={() => save()}>
          SAVE
        </Button>
      </Group>
    </Stack>
  );
}

/** ADD A GOAL or EDIT GOAL, on the dashboard's My Goals and in the goal review: one editor, one rule set. */
export function GoalEditorModal({ target, onClose }: GoalEditorModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      centered
      radius="lg"
      size="lg"
      title={
        <Text fw={800} c="brand.8">
          {target?.goal ? 'EDIT GOAL' : 'ADD A GOAL'}
        </Text>
      }
    >
      {target && (
        <Editor key={`${target.areaId ?? 'any'}-${target.goal?.id ?? 'new'}`} target={target} onClose={onClose} />
      )}
    </Modal>
  );
}
