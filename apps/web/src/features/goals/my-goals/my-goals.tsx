import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Progress, ScrollArea, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import confetti from 'canvas-confetti';
import { DASHBOARD_GOAL_MESSAGES, GOALS, GOAL_MESSAGES, type GroupedGoal } from '@oola/domain';
import { areaColor } from '../../../ui/area-color';
import { useSettings } from '../../../lib/settings';
import { useDeleteGoal } from '../api';
import { Locked } from '../../../ui/locked/locked-section';
import { EmptyState, SectionCard, TAB_PROPS } from '../../../ui/section-card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useCompleteDashboardGoal, useGoalsByStatus, useSetGoalInProgress } from './api';
import { GoalEditorModal, type GoalEditorTarget } from '../goal-editor-modal';
import { GoalItem, type GoalAction } from './goal-item';
import { SampleGoals } from './sample-goals';

type Confirming = { kind: 'complete' | 'remove'; goal: GroupedGoal } | null;

function List({ children }: { children: ReactNode }) {
  return (
    <ScrollArea.Autosize mah={460} offsetScrollbars type="auto">
      <Stack gap="xs">{children}</Stack>
    </ScrollArea.Autosize>
  );
}

const CARD = { title: 'MY GOALS', accent: 'var(--mantine-color-area2-6)', testId: 'my-goals' } as const;

/** My Goals: MY TOP 7 (in progress), ACHIEVED and ADDITIONAL (pending by area); locked and blurred for non-subscribers. */
export function MyGoals({ locked }: { locked: boolean }) {
  if (!locked) return <Goals />;
  return (
    <SectionCard {...CARD}>
      <Locked label="My Goals">
        <SampleGoals />
      </Locked>
    </SectionCard>
  );
}

function Goals() {
  const { brandName } = useSettings();
  const { data } = useGoalsByStatus();
  const setInProgress = useSetGoalInProgress();
  const complete = useCompleteDashboardGoal();
  const remove = useDeleteGoal();
  const [editing, setEditing] = useState<GoalEditorTarget | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [tab, setTab] = useState<string | null>('top');

  const act = (goal: GroupedGoal) => (action: GoalAction) => {
    if (action === 'edit') setEditing({ areaId: goal.areaId, goal });
    else if (action === 'topSeven') setInProgress.mutate(goal.id);
    else setConfirming({ kind: action, goal });
  };
  const confirm = async () => {
    if (!confirming) return;
    try {
      if (confirming.kind === 'complete') {
        await complete.mutateAsync(confirming.goal.id);
        void confetti({ particleCount: 140, spread: 80, origin: { y: 0.7 } });
      } else {
        await remove.mutateAsync(confirming.goal.id);
      }
    } catch (failure) {
      console.warn('goal update failed', failure);
    } finally {
      setConfirming(null);
    }
  };

  const addButton = (
    <Button size="compact-sm" variant="light" onClick={() => setEditing({})}>
      + ADD GOAL
    </Button>
  );
  if (!data) {
    return (
      <SectionCard {...CARD}>
        <Skeleton height={220} radius="md" />
      </SectionCard>
    );
  }

  return (
    <SectionCard {...CARD} actions={addButton}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="top" {...TAB_PROPS}>
            MY TOP 7
          </Tabs.Tab>
          <Tabs.Tab value="achieved" {...TAB_PROPS}>
            ACHIEVED
          </Tabs.Tab>
          <Tabs.Tab value="additional" {...TAB_PROPS}>
            ADDITIONAL
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="top">
          <Group gap="sm" mb="xs" wrap="nowrap">
            <Text fz="xs" c="dimmed" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {data.inProgress.length} of {GOALS.maxInProgress} goals in progress
            </Text>
            <Progress
              value={(data.inProgress.length / GOALS.maxInProgress) * 100}
              size="sm"
              radius="xl"
              color="area2.6"
              style={{ flex: 1 }}
              aria-hidden
            />
          </Group>
          {data.inProgress.length === 0 ? (
            <EmptyState title="Your top 7 goals">Add goals from ADDITIONAL to work on them here.</EmptyState>
          ) : (
            <List>
              {data.inProgress.map((goal) => (
                <GoalItem
                  key={goal.id}
                  goal={goal}
                  brand={brandName}
                  actions={['complete', 'edit', 'remove']}
                  onAction={act(goal)}
                />
              ))}
            </List>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="achieved">
          {data.completed.length === 0 ? (
            <EmptyState title="Achieved goals">Every goal you complete is celebrated here.</EmptyState>
          ) : (
            <List>
              {data.completed.map((goal) => (
                <GoalItem key={goal.id} goal={goal} brand={brandName} actions={[]} onAction={() => {}} />
              ))}
            </List>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="additional">
          {data.pending.length === 0 ? (
            <EmptyState title="Additional goals">Goals waiting for a place in your top 7, by life area.</EmptyState>
          ) : (
            <List>
              {data.pending.map((area) => (
                <Stack key={area.areaId} gap={6} mb="xs" role="group" aria-label={area.areaName}>
                  <Group gap={8}>
                    <Box w={10} h={10} bg={area.color} style={{ borderRadius: '50%' }} />
                    <Text
                      fz="xs"
                      fw={800}
                      c={areaColor(area.areaId)}
                      tt="uppercase"
                      style={{ letterSpacing: '0.08em' }}
                    >
                      {area.areaName}
                    </Text>
                  </Group>
                  {area.goals.map((goal) => (
                    <GoalItem
                      key={goal.id}
                      goal={goal}
                      brand={brandName}
                      showArea={false}
                      actions={['topSeven', 'complete', 'edit', 'remove']}
                      onAction={act(goal)}
                    />
                  ))}
                </Stack>
              ))}
            </List>
          )}
        </Tabs.Panel>
      </Tabs>
      <GoalEditorModal
        target={editing}
        onClose={() => {
          if (editing && !editing.goal) setTab('additional');
          setEditing(null);
        }}
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.kind === 'remove' ? GOAL_MESSAGES.deleteOne : DASHBOARD_GOAL_MESSAGES.confirmComplete}
        confirmLabel={confirming?.kind === 'remove' ? 'DELETE' : 'YES, ACHIEVED'}
        color={confirming?.kind === 'remove' ? 'red' : 'teal'}
        loading={complete.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.goal.text}
      </ConfirmDialog>
    </SectionCard>
  );
}
