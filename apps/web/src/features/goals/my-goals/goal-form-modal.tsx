import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { AREAS, GOAL_MESSAGES, areaById, cleanText, type GroupedGoal } from '@oola/domain';
import { areaColor } from '../../../ui/area-color';
import { ApiError } from '../../../lib/api';
import { useAddGoal, useUpdateGoal } from '../api';
import { GoalFields, type GoalDraft } from '../goal-fields';
import { today } from '../goal-date';

/** null: closed; 'new': add a goal; a goal: edit it. */
export type GoalFormTarget = 'new' | GroupedGoal | null;

function GoalForm({ goal, onClose }: { goal: GroupedGoal | null; onClose: () => void }) {
  const [areaId, setAreaId] = useState(goal?.areaId ?? AREAS[0]!.id);
  const [draft, setDraft] = useState<GoalDraft>({
    goalId: goal?.id ?? null,
    text: goal?.text ?? '',
    date: goal?.completedByDate ?? null,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddGoal();
  const update = useUpdateGoal();
  const area = areaById(areaId);

  const save = async () => {
    const text = cleanText(draft.text);
    if (!text) return setProblem('Write your goal');
    if (!draft.date) return setProblem(GOAL_MESSAGES.selectDate);
    // Completion date not before today (an unchanged older date may stay when editing).
    if (draft.date < today() && draft.date !== goal?.completedByDate) return setProblem(GOAL_MESSAGES.dateInPast);
    try {
      if (goal) await update.mutateAsync({ id: goal.id, text, completedByDate: draft.date });
      else await add.mutateAsync({ areaId, text, completedByDate: draft.date });
      onClose();
    } catch (error) {
      // A 409 already showed the Error modal; other failures are only logged.
      if (!(error instanceof ApiError && error.status === 409)) console.warn('goal save failed', error);
    }
  };

  return (
    <Stack gap="md">
      {!goal && (
        <Select
          label="Life area"
          data={AREAS.map((option) => ({ value: String(option.id), label: option.name }))}
          value={String(areaId)}
          allowDeselect={false}
          onChange={(value) => setAreaId(Number(value ?? AREAS[0]!.id))}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <GoalFields label={area.name} color={areaColor(area.id)} value={draft} onChange={setDraft} />
      {problem && (
        <Text c="red" size="sm" fw={600} role="alert">
          {problem}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          CANCEL
        </Button>
        <Button color={areaColor(area.id)} loading={add.isPending || update.isPending} onClick={save}>
          SAVE
        </Button>
      </Group>
    </Stack>
  );
}

/** ADD A GOAL (pending, in ADDITIONAL) or EDIT GOAL. */
export function GoalFormModal({ target, onClose }: { target: GoalFormTarget; onClose: () => void }) {
  const goal = target === 'new' ? null : target;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      centered
      radius="lg"
      size="lg"
      title={
        <Text fw={800} c="brand.8">
          {goal ? 'EDIT GOAL' : 'ADD A GOAL'}
        </Text>
      }
    >
      {target !== null && <GoalForm key={goal?.id ?? 'new'} goal={goal} onClose={onClose} />}
    </Modal>
  );
}
