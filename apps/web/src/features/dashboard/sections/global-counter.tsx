import { Group, Paper, Stack, Text } from '@mantine/core';
import { useGlobalStepsTaken } from '../api';

function StepsIcon() {
  return (
    <svg width={36} height={36} viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <ellipse cx="8" cy="9" rx="3" ry="5" transform="rotate(-12 8 9)" />
      <ellipse cx="7" cy="17" rx="2.2" ry="1.9" />
      <ellipse cx="16" cy="6" rx="3" ry="5" transform="rotate(12 16 6)" />
      <ellipse cx="17" cy="14" rx="2.2" ry="1.9" />
    </svg>
  );
}

/** The community's action steps taken, with thousands separators, updated live from /actionhub. */
export function GlobalCounter() {
  const { data } = useGlobalStepsTaken();
  return (
    <Paper
      radius="lg"
      p="lg"
      c="white"
      data-testid="global-counter"
      style={{ background: 'linear-gradient(110deg, #182e54 0%, #1f4d8e 60%, #2a5ea9 100%)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Stack gap={2}>
          <Text fz={11} fw={800} style={{ letterSpacing: '0.12em', opacity: 0.8 }}>
            OUR COMMUNITY HAS TAKEN
          </Text>
          <Text fz={{ base: 30, sm: 40 }} fw={900} lh={1.1} data-testid="global-steps">
            {data === undefined ? '—' : data.toLocaleString('en-US')}
          </Text>
          <Text fz="sm" style={{ opacity: 0.85 }}>
            action steps towards a balanced life
          </Text>
        </Stack>
        <Paper radius="xl" p="sm" bg="rgba(255,255,255,0.12)" c="yellow.4">
          <StepsIcon />
        </Paper>
      </Group>
    </Paper>
  );
}
