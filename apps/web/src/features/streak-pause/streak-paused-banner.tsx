import { Anchor, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { useStreakPause } from './api';

/** The dashboard's notice while the member's streak is paused. */
export function StreakPausedBanner() {
  const state = useStreakPause();
  const pause = state.data?.pause;
  if (!pause) return null;
  return (
    <Paper role="status" withBorder radius="lg" p="md" mb="lg" shadow="xs" bg="brand.0">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="xl" variant="filled" aria-hidden>
            <PauseIcon />
          </ThemeIcon>
          <div>
            <Text fw={800} c="brand.8">
              Paused until {pause.pausedUntil}
            </Text>
            <Text fz="sm" c="dimmed">
              Your streak waits for you: these days neither break nor extend it.
            </Text>
          </div>
        </Group>
        <Anchor component={Link} to="/settings/notifications" fw={700} fz="sm">
          Change or end the pause
        </Anchor>
      </Group>
    </Paper>
  );
}

function PauseIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor">
      <rect x="6" y="4" width="4" height="16" rx="1" />
      <rect x="14" y="4" width="4" height="16" rx="1" />
    </svg>
  );
}
