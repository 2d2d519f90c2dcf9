import type { ReactNode } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { areaById } from '@oola/domain';
import { areaColor } from '../../ui/area-color';
import { formatGoalDate } from './goal-date';

export interface GoalCardProps {
  areaId: number;
  text: string;
  date: string;
  selected?: boolean;
  left?: ReactNode;
  right?: ReactNode;
}

/** A goal in its area's colour: area name, text and date. */
export function GoalCard({ areaId, text, date, selected = false, left, right }: GoalCardProps) {
  const area = areaById(areaId);
  return (
    <Paper
      radius="lg"
      p="md"
      withBorder
      h="100%"
      shadow={selected ? 'md' : 'xs'}
      style={{
        borderLeft: `6px solid ${area.color}`,
        borderColor: selected ? area.color : undefined,
        background: selected ? `${area.color}12` : undefined,
        transition: 'background 120ms, box-shadow 120ms',
      }}
    >
      <Group wrap="nowrap" gap="md" align="center">
        {left}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="xs" fw={800} c={areaColor(area.id)} tt="uppercase" style={{ letterSpacing: '0.08em' }}>
            {area.name}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Text>
          <Text size="xs" c="dimmed">
            Complete by {formatGoalDate(date)}
          </Text>
        </div>
        {right}
      </Group>
    </Paper>
  );
}
