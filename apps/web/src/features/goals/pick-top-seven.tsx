import { useState } from 'react';
import {
  Badge,
  Button,
  CheckboxIndicator,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { GOALS, type UserGoal } from '@oola/domain';
import { areaColor } from '../../ui/area-color';
import { NoticeModal } from '../../ui/notice-modal';
import { useSetSevenGoalsOrder } from './api';
import { GoalCard } from './goal-card';

export interface PickTopSevenProps {
  goals: UserGoal[];
  onDone: () => void;
}

/** Sub-step 3: pick exactly seven of the 21 goals. */
export function PickTopSeven({ goals, onDone }: PickTopSevenProps) {
  const [picked, setPicked] = useState<number[]>(() =>
    goals.filter((goal) => goal.sevenGoalOrder !== null).map((goal) => goal.goalId),
  );
  const [confirmOpen, setConfirmOpen] = useState(false);
  const order = useSetSevenGoalsOrder();

  const toggle = (goalId: number) => {
    if (picked.includes(goalId)) {
      setPicked(picked.filter((id) => id !== goalId));
    } else if (picked.length >= GOALS.topSeven) {
      setConfirmOpen(true);
    } else {
      setPicked([...picked, goalId]);
    }
  };

  const next = async () => {
    setConfirmOpen(false);
    try {
      await order.mutateAsync(picked.map((goalId) => ({ goalId, sevenGoalOrder: 0 })));
      onDone();
    } catch {
      // Logged only; a 409 opened the Error modal.
    }
  };

  return (
    <Stack gap="lg" maw={1040} mx="auto" w="100%" py="md">
      <Stack gap={4} align="center" ta="center">
        <Title order={2} tt="uppercase">
          Pick your top 7 goals
        </Title>
        <Text c="dimmed" maw={620}>
          Of your 21 goals, choose the seven that matter most to you right now.
        </Text>
        <Badge size="xl" variant={picked.length === GOALS.topSeven ? 'filled' : 'light'} mt="xs">
          {picked.length} / {GOALS.topSeven} selected
        </Badge>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {goals.map((goal) => {
          const selected = picked.includes(goal.goalId);
          return (
            <UnstyledButton
              key={goal.goalId}
              onClick={() => toggle(goal.goalId)}
              aria-pressed={selected}
              style={{ borderRadius: 16, height: '100%' }}
            >
              <GoalCard
                areaId={goal.areaId}
                text={goal.text}
                date={goal.completedByDate}
                selected={selected}
                left={<CheckboxIndicator checked={selected} radius="xl" color={areaColor(goal.areaId)} />}
              />
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Paper
        pos="sticky"
        bottom={12}
        radius="xl"
        shadow="lg"
        withBorder
        px="lg"
        py="sm"
        mx="auto"
        style={{ zIndex: 5 }}
      >
        <Group justify="center" gap="lg">
          <Text fw={700} size="sm">
            {picked.length} of {GOALS.topSeven} chosen
          </Text>
          <Button size="md" disabled={picked.length !== GOALS.topSeven} loading={order.isPending} onClick={next}>
            NEXT
          </Button>
        </Group>
      </Paper>
      <NoticeModal
        opened={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title="You have picked your top 7"
        message="Seven goals are chosen. Continue with these, or change your picks first."
        actions={
          <>
            <Button variant="outline" onClick={() => setConfirmOpen(false)}>
              I WANT TO EDIT MY GOALS
            </Button>
            <Button onClick={next}>YES! CONTINUE</Button>
          </>
        }
      />
    </Stack>
  );
}
