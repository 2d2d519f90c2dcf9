import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { areaById, type TopSevenGoalsResponse } from '@oola/domain';
import { areaColor } from '../../../ui/area-color';

/** The 'MY TOP 7' list beside the action editor. */
export function MyTopSeven({ goals }: { goals: TopSevenGoalsResponse['topGoals'] }) {
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" component="aside" aria-label="My top 7">
      <Title order={4} mb="md" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
        MY TOP 7
      </Title>
      <Stack gap="sm">
        {goals.map((goal) => (
          <Group key={goal.id} wrap="nowrap" align="flex-start" gap="sm">
            <ThemeIcon size={28} radius="xl" color={areaColor(goal.areaId)}>
              <Text size="sm" fw={800}>
                {goal.order}
              </Text>
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="xs" fw={800} c={areaColor(goal.areaId)} tt="uppercase" style={{ letterSpacing: '0.06em' }}>
                {areaById(goal.areaId).name}
                {goal.isOneGoal && (
                  <Badge ml={6} size="xs" color={areaColor(goal.areaId)} variant="light">
                    One goal
                  </Badge>
                )}
              </Text>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {goal.text}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
