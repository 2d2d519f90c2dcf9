import { ActionIcon, Badge, Box, Group, Menu, Paper, Text, Tooltip } from '@mantine/core';
import type { GroupedGoal } from '@oola/domain';
import { areaColor } from '../../../ui/area-color';
import { formatGoalDate } from '../goal-date';
import { PencilIcon, TrashIcon } from '../icons';

export type GoalAction = 'topSeven' | 'complete' | 'edit' | 'remove';

interface GoalItemProps {
  goal: GroupedGoal;
  /** What the member may do with this goal (none for achieved goals). */
  actions: GoalAction[];
  onAction: (action: GoalAction) => void;
  showArea?: boolean;
  brand: string;
}

function Tick() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden>
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

function Dots() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

/** One goal in its area's colour: area, text, due or achieved date, and its actions. */
export function GoalItem({ goal, actions, onAction, showArea = true, brand }: GoalItemProps) {
  const achieved = goal.completionDate !== null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="dashboard-goal"
      style={{ borderLeft: `5px solid ${goal.color}`, borderColor: 'var(--mantine-color-gray-2)' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {actions.includes('complete') && (
          <Tooltip label="I achieved it" withArrow>
            <ActionIcon
              variant="outline"
              radius="xl"
              size={26}
              mt={2}
              color={areaColor(goal.areaId)}
              aria-label={`Complete ${goal.text}`}
              onClick={() => onAction('complete')}
            >
              <Tick />
            </ActionIcon>
          </Tooltip>
        )}
        {achieved && (
          <ActionIcon
            variant="filled"
            radius="xl"
            size={26}
            mt={2}
            color={areaColor(goal.areaId)}
            component="span"
            aria-hidden
          >
            <Tick />
          </ActionIcon>
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            {showArea && (
              <Text fz={11} fw={800} c={areaColor(goal.areaId)} tt="uppercase" style={{ letterSpacing: '0.08em' }}>
                {goal.areaName}
              </Text>
            )}
            {goal.isOneGoal && (
              <Badge size="xs" variant="light" color="yellow">
                MY {brand.toUpperCase()} ONE
              </Badge>
            )}
          </Group>
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {goal.text}
          </Text>
          <Text fz="xs" c="dimmed">
            {achieved
              ? `Achieved on ${formatGoalDate(goal.completionDate!.slice(0, 10))}`
              : `Complete by ${formatGoalDate(goal.completedByDate)}`}
          </Text>
        </Box>
        {actions.some((action) => action !== 'complete') && (
          <Menu position="bottom-end" withinPortal shadow="md" width={200}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Options for ${goal.text}`}>
                <Dots />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {actions.includes('topSeven') && (
                <Menu.Item leftSection={<Tick />} onClick={() => onAction('topSeven')}>
                  Add to My Top 7
                </Menu.Item>
              )}
              {actions.includes('complete') && (
                <Menu.Item leftSection={<Tick />} onClick={() => onAction('complete')}>
                  Mark as achieved
                </Menu.Item>
              )}
              {actions.includes('edit') && (
                <Menu.Item leftSection={<PencilIcon />} onClick={() => onAction('edit')}>
                  Edit
                </Menu.Item>
              )}
              {actions.includes('remove') && (
                <Menu.Item color="red" leftSection={<TrashIcon />} onClick={() => onAction('remove')}>
                  Remove
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
