import { useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { UserGoal } from '@oola/domain';
import { areaColor } from '../../ui/area-color';
import { useSetSevenGoalsOrder } from './api';
import { GoalCard } from './goal-card';

export interface ArrangeGoalsProps {
  goals: UserGoal[];
  onDone: () => void;
}

function SortableGoal({ goal, position }: { goal: UserGoal; position: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: goal.goalId });
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        cursor: 'grab',
        touchAction: 'none',
      }}
      data-testid="arrange-item"
      {...attributes}
      {...listeners}
      aria-label={`Goal ${position}: ${goal.text}. Press space to pick up, arrows to move.`}
    >
      <GoalCard
        areaId={goal.areaId}
        text={goal.text}
        date={goal.completedByDate}
        selected={isDragging}
        left={
          <ThemeIcon size={36} radius="xl" color={areaColor(goal.areaId)}>
            <Text fw={800}>{position}</Text>
          </ThemeIcon>
        }
        right={
          <Text c="dimmed" fz={22} aria-hidden style={{ userSelect: 'none' }}>
            ⠿
          </Text>
        }
      />
    </div>
  );
}

/** Sub-step 4: put the top 7 in order by drag and drop (mouse, touch or keyboard). */
export function ArrangeGoals({ goals, onDone }: ArrangeGoalsProps) {
  const [items, setItems] = useState<UserGoal[]>(() =>
    goals
      .filter((goal) => goal.sevenGoalOrder !== null)
      .sort((a, b) => (a.sevenGoalOrder ?? 0) - (b.sevenGoalOrder ?? 0)),
  );
  const order = useSetSevenGoalsOrder();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((goal) => goal.goalId === active.id);
    const to = items.findIndex((goal) => goal.goalId === over.id);
    setItems(arrayMove(items, from, to));
  };

  const next = async () => {
    try {
      await order.mutateAsync(items.map((goal, index) => ({ goalId: goal.goalId, sevenGoalOrder: index + 1 })));
      onDone();
    } catch {
      // Logged only.
    }
  };

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%" py="md">
      <Stack gap={4} align="center" ta="center">
        <Title order={2} tt="uppercase">
          Arrange your top 7
        </Title>
        <Text c="dimmed">
          Drag your goals into order, the most important first. With a keyboard: focus a goal, press space, then the
          arrow keys.
        </Text>
      </Stack>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={items.map((goal) => goal.goalId)} strategy={verticalListSortingStrategy}>
          <Stack gap="sm">
            {items.map((goal, index) => (
              <SortableGoal key={goal.goalId} goal={goal} position={index + 1} />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Group justify="center">
        <Button size="md" loading={order.isPending} onClick={next}>
          NEXT
        </Button>
      </Group>
    </Stack>
  );
}
