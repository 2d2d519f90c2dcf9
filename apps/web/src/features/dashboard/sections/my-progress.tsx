import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Locked } from '../../../ui/locked/locked-section';
import { useUserProgress } from '../../../lib/user-progress';
import { SectionCard } from '../../../ui/section-card';

function Figure({ label, value, color, suffix }: { label: string; value: ReactNode; color: string; suffix?: string }) {
  return (
    <Paper radius="md" p="md" bg="gray.0" ta="center" h="100%">
      <Text fz={34} fw={900} c={color} lh={1.1}>
        {value}
      </Text>
      {suffix && (
        <Text fz="xs" c="dimmed" fw={600}>
          {suffix}
        </Text>
      )}
      <Text fz={11} fw={800} c="brand.8" mt={6} style={{ letterSpacing: '0.08em' }}>
        {label}
      </Text>
    </Paper>
  );
}

const format = (value: number) => value.toLocaleString('en-US');

/** My Progress: steps taken, current streak, longest streak and goals completed (locked for non-subscribers). */
export function MyProgress({ locked }: { locked: boolean }) {
  const { data } = useUserProgress();
  const value = (n: number | undefined) =>
    n === undefined ? <Skeleton height={34} width={48} mx="auto" /> : format(n);
  const days = (n: number | undefined) => (n === 1 ? 'day' : 'days');
  const goals = <Figure label="GOALS COMPLETED" value={value(data?.goalsCompleted)} color="area3" />;
  return (
    <SectionCard title="MY PROGRESS" accent="var(--mantine-color-area1-6)" testId="my-progress">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="STEPS TAKEN" value={value(data?.stepsTaken)} color="brand.6" />
        <Figure
          label="CURRENT STREAK"
          value={value(data?.currentStreak)}
          suffix={days(data?.currentStreak)}
          color="area4"
        />
        <Figure
          label="LONGEST STREAK"
          value={value(data?.longestStreak)}
          suffix={days(data?.longestStreak)}
          color="area6"
        />
        {locked ? (
          <Locked label="goals completed" compact>
            {goals}
          </Locked>
        ) : (
          goals
        )}
      </SimpleGrid>
    </SectionCard>
  );
}
