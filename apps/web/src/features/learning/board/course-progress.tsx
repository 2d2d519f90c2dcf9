import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ElearningBoard } from '@oola/domain';

const TRACK_NAME = { breakthrough: 'Breakthrough', path: 'Personalized Path' } as const;

export interface CourseProgressProps {
  board: ElearningBoard;
  track: keyof typeof TRACK_NAME;
}

/**
 * Day n of the running track as a bar with its label, in that track's tab: the board's progress
 * is the path's once it started, else the breakthrough's.
 */
export function CourseProgress({ board, track }: CourseProgressProps) {
  const { currentDay, courseDays } = board.courseProgress;
  const running = board.myPersonalizedPath.length > 0 ? 'path' : 'breakthrough';
  if (courseDays === 0 || running !== track) return null;
  const name = TRACK_NAME[track];
  const label = `Day ${currentDay} of ${courseDays}`;
  return (
    <Stack gap={6} mb="md" data-testid="course-progress">
      <Group justify="space-between" gap="xs">
        <Text fz="xs" fw={800} c="brand.8" style={{ letterSpacing: '0.08em' }}>
          {name.toUpperCase()} PROGRESS
        </Text>
        <Text fz="xs" fw={700} c="dimmed">
          {label}
        </Text>
      </Group>
      <Progress
        value={Math.round((currentDay / courseDays) * 100)}
        color="area5.6"
        size="md"
        radius="xl"
        aria-label={`${name} progress: ${label}`}
      />
    </Stack>
  );
}
