import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionIcon, Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AREAS, GOALS, GOAL_MESSAGES, type UserGoal } from '@oola/domain';
import { areaColor } from '../../ui/area-color';
import { textOn } from '../../lib/contrast';
import { currentStepKey } from '../../lib/current-step';
import { getSession, updateSession } from '../../lib/session';
import { NoticeModal } from '../../ui/notice-modal';
import { useCleanSlate, useCompleteGoalReview, useDeleteGoal, useUserGoals } from './api';
import { formatGoalDate } from './goal-date';
import { GoalEditorModal, type GoalEditorTarget } from './goal-editor-modal';
import { PencilIcon, TrashIcon } from './icons';

export interface GoalReviewProps {
  /**
   * Called after Continue succeeds (level + 1, step 4) instead of refreshing the step and going to the
   * dashboard; the caller navigates (e.g. to the LEVEL n COMPLETE page).
   */
  onComplete?: (result: { level: number; userStepId: number }) => void;
}

type Confirm = { kind: 'delete'; goal: UserGoal } | { kind: 'cleanSlate' } | { kind: 'needAll' } | null;

/** REVIEW. REVISE. REAFFIRM.: the member's goals per area with add, edit, delete and CLEAN SLATE. */
export function GoalReview({ onComplete }: GoalReviewProps) {
  const goals = useUserGoals();
  const remove = useDeleteGoal();
  const cleanSlate = useCleanSlate();
  const complete = useCompleteGoalReview();
  const [editing, setEditing] = useState<GoalEditorTarget | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (!goals.data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const all = goals.data.userGoals;

  const confirmed = async () => {
    const current = confirm;
    setConfirm(null);
    try {
      if (current?.kind === 'delete') await remove.mutateAsync(current.goal.goalId);
      if (current?.kind === 'cleanSlate') await cleanSlate.mutateAsync();
    } catch {
      // Delete failures are only logged.
    }
  };

  const continueReview = async () => {
    if (all.length < GOALS.total) return setConfirm({ kind: 'needAll' });
    try {
      const result = await complete.mutateAsync();
      updateSession({ userStepId: result.userStepId, level: result.level });
      if (onComplete) {
        // The caller leaves /steps first; refreshing the step here would send /steps to the dashboard meanwhile.
        onComplete(result);
        return;
      }
      const session = getSession();
      if (session) void queryClient.invalidateQueries({ queryKey: currentStepKey(session.userId) });
      void navigate('/dashboard');
    } catch {
      // A 409 already showed the Error modal.
    }
  };

  return (
    <Stack gap="lg" maw={1120} mx="auto" w="100%" py="md">
      <Stack gap={4} align="center" ta="center">
        <Title order={2} tt="uppercase">
          Your goals
        </Title>
        <Text c="dimmed" maw={660}>
          Look back at the goals you set. Keep the ones that still inspire you, rewrite the ones that have changed, and
          replace the ones you have reached. Each area needs 3 goals.
        </Text>
        <Badge size="lg" variant="light" mt="xs">
          {all.length} / {GOALS.total} goals
        </Badge>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {AREAS.map((area) => {
          const inArea = all.filter((goal) => goal.areaId === area.id);
          return (
            <Paper
              key={area.id}
              withBorder
              radius="lg"
              shadow="xs"
              style={{ overflow: 'hidden' }}
              data-testid={`review-area-${area.id}`}
            >
              <Group
                justify="space-between"
                px="md"
                py="sm"
                style={{ background: area.color, color: textOn(area.color) }}
              >
                <Text fw={800} tt="uppercase" style={{ letterSpacing: '0.08em' }}>
                  {area.name}
                </Text>
                <Text fw={700} size="sm">
                  {inArea.length}/{GOALS.perArea}
                </Text>
              </Group>
              <Stack gap="xs" p="md">
                {inArea.map((goal) => (
                  <Group key={goal.goalId} wrap="nowrap" align="flex-start" gap="xs" data-testid="review-goal">
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {goal.text}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Complete by {formatGoalDate(goal.completedByDate)}
                      </Text>
                    </div>
                    <ActionIcon
                      variant="subtle"
                      color={areaColor(area.id)}
                      aria-label={`Edit ${goal.text}`}
                      onClick={() =>
                        setEditing({
                          areaId: area.id,
                          goal: { id: goal.goalId, text: goal.text, completedByDate: goal.completedByDate },
                        })
                      }
                    >
                      <PencilIcon />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${goal.text}`}
                      onClick={() => setConfirm({ kind: 'delete', goal })}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  </Group>
                ))}
                {inArea.length < GOALS.perArea && (
                  <Button
                    variant="light"
                    color={areaColor(area.id)}
                    size="xs"
                    onClick={() => setEditing({ areaId: area.id })}
                  >
                    + ADD GOAL
                  </Button>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>

      <Group justify="center" gap="md">
        <Button
          size="md"
          variant="outline"
          color="red"
          onClick={() => setConfirm({ kind: 'cleanSlate' })}
          disabled={all.length === 0}
        >
          CLEAN SLATE
        </Button>
        <Button size="md" loading={complete.isPending} onClick={continueReview}>
          CONTINUE
        </Button>
      </Group>

      <GoalEditorModal target={editing} onClose={() => setEditing(null)} />
      <NoticeModal
        opened={confirm?.kind === 'delete' || confirm?.kind === 'cleanSlate'}
        onClose={() => setConfirm(null)}
        title={confirm?.kind === 'cleanSlate' ? GOAL_MESSAGES.cleanSlate : GOAL_MESSAGES.deleteOne}
        message={confirm?.kind === 'delete' ? confirm.goal.text : undefined}
        actions={
          <>
            <Button variant="outline" onClick={() => setConfirm(null)}>
              NO
            </Button>
            <Button color="red" onClick={confirmed}>
              YES, DELETE
            </Button>
          </>
        }
      />
      <NoticeModal
        opened={confirm?.kind === 'needAll'}
        onClose={() => setConfirm(null)}
        title={GOAL_MESSAGES.needTwentyOne}
      />
    </Stack>
  );
}
