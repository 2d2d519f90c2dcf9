import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CoachStats } from '@oola/domain';
import { useMyStats } from './api';
import { useCountUp } from './use-count-up';

/** Spec: the numbers count up over 4 seconds. */
const COUNT_UP_MS = 4000;

const STATS: { key: keyof CoachStats; label: string }[] = [
  { key: 'activeClients', label: 'Active clients' },
  { key: 'lifeTimeClients', label: 'Lifetime clients' },
  { key: 'clientActionSteps', label: 'Client action steps' },
  { key: 'clientGoalsAchieved', label: 'Client goals achieved' },
];

function Stat({ label, target, testId }: { label: string; target: number; testId: string }) {
  const value = useCountUp(target, COUNT_UP_MS);
  return (
    <Stack gap={2} align="center" ta="center">
      <Text fz={{ base: 28, sm: 36 }} fw={800} c="brand.8" lh={1.1} data-testid={testId} data-target={target}>
        {value.toLocaleString('en-US')}
      </Text>
      <Text size="sm" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
    </Stack>
  );
}

/** MY STATS: the coach's clients and what they achieved, counted by the server at each load. */
export function MyStats() {
  const { data } = useMyStats();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-labelledby="my-stats"
    >
      <Title order={2} id="my-stats" fz={{ base: 20, sm: 24 }} mb="md">
        MY STATS
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
        {STATS.map(({ key, label }) =>
          data ? (
            <Stat key={key} label={label} target={data[key]} testId={`stat-${key}`} />
          ) : (
            <Skeleton key={key} height={64} radius="md" />
          ),
        )}
      </SimpleGrid>
    </Paper>
  );
}
