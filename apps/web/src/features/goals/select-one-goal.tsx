import { useState } from 'react';
import { Box, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { GOAL_MESSAGES, type UserGoal } from '@oola/domain';
import { useSettings } from '../../lib/settings';
import { NoticeModal } from '../../ui/notice-modal';
import { useSetOneGoal } from './api';
import { GoalCard } from './goal-card';

export interface SelectOneGoalProps {
  goals: UserGoal[];
  onDone: (goalId: number) => void;
}

/** Sub-step 6: choose the One goal among the ordered top 7. */
export function SelectOneGoal({ goals, onDone }: SelectOneGoalProps) {
  const { brandName } = useSettings();
  const topSeven = goals
    .filter((goal) => (goal.sevenGoalOrder ?? 0) > 0)
    .sort((a, b) => (a.sevenGoalOrder ?? 0) - (b.sevenGoalOrder ?? 0));
  const [chosen, setChosen] = useState<number | null>(() => topSeven.find((goal) => goal.selectedOne)?.goalId ?? null);
  const [alertOpen, setAlertOpen] = useState(false);
  const setOne = useSetOneGoal();

  const next = async () => {
    if (chosen === null) {
      setAlertOpen(true);
      return;
    }
    try {
      await setOne.mutateAsync(chosen);
      onDone(chosen);
    } catch {
      // Logged only.
    }
  };

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%" py="md">
      <Stack gap={4} align="center" ta="center">
        <Title order={2} tt="uppercase">
          Select your {brandName} One goal
        </Title>
        <Text c="dimmed">The one goal that, once reached, would make the biggest difference in your life.</Text>
      </Stack>
      <Radio.Group value={chosen === null ? null : String(chosen)} onChange={(value) => setChosen(Number(value))}>
        <Stack gap="sm">
          {topSeven.map((goal) => (
            <Box key={goal.goalId} component="label" display="block" style={{ borderRadius: 16, cursor: 'pointer' }}>
              <GoalCard
                areaId={goal.areaId}
                text={goal.text}
                date={goal.completedByDate}
                selected={chosen === goal.goalId}
                left={<Radio value={String(goal.goalId)} aria-label={goal.text} />}
              />
            </Box>
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="center">
        <Button size="md" loading={setOne.isPending} onClick={next}>
          NEXT
        </Button>
      </Group>
      <NoticeModal
        opened={alertOpen}
        onClose={() => setAlertOpen(false)}
        title={GOAL_MESSAGES.selectOne}
        message={`Choose the goal that becomes your ${brandName} One goal.`}
      />
    </Stack>
  );
}
