import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { GOAL_MESSAGES, areaById, cleanText } from '@oola/domain';
import { areaColor } from '../../ui/area-color';
import { ApiError } from '../../lib/api';
import { useAddGoal, useUpdateGoal } from './api';
import { GoalFields, type GoalDraft } from './goal-fields';

export interface GoalEditorTarget {
  areaId: number;
  draft: GoalDraft;
}

export interface GoalEditorModalProps {
  target: GoalEditorTarget | null;
  onClose: () => void;
}

function Editor({ target, onClose }: { target: GoalEditorTarget; onClose: () => void }) {
  const [draft, setDraft] = useState(target.draft);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddGoal();
  const update = useUpdateGoal();
  const area = areaById(target.areaId);

  const save = async () => {
    const text = cleanText(draft.text);
    if (!text) return setProblem(GOAL_MESSAGES.needThree);
    if (!draft.date) return setProblem(GOAL_MESSAGES.selectDate);
    try {
      if (draft.goalId) await update.mutateAsync({ id: draft.goalId, text, completedByDate: draft.date });
      else await add.mutateAsync({ areaId: target.areaId, text, completedByDate: draft.date });
      onClose();
    } catch (error) {
      // Add or update failure: alert with the error; a 409 already showed the Error modal.
      if (!(error instanceof ApiError && error.status === 409)) window.alert((error as Error).message);
    }
  };

  return (
    <Stack gap="md">
      <GoalFields label={area.name} color={areaColor(area.id)} value={draft} onChange={setDraft} />
      {problem && (
        <Text c="red" size="sm" fw={600} role="alert">
          {problem}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="subtle" onClick={onClose}>
          CANCEL
        </Button>
        <Button color={areaColor(area.id)} loading={add.isPending || update.isPending} onClick={save}>
          SAVE
        </Button>
      </Group>
    </Stack>
  );
}

/** Adds or edits one goal of the review. */
export function GoalEditorModal({ target, onClose }: GoalEditorModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      centered
      radius="lg"
      size="lg"
      title={<Text fw={800}>{target?.draft.goalId ? 'EDIT GOAL' : 'ADD A GOAL'}</Text>}
    >
      {target && <Editor key={`${target.areaId}-${target.draft.goalId}`} target={target} onClose={onClose} />}
    </Modal>
  );
}
