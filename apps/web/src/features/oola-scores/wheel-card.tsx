import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { OolaWheel } from '@oola/domain';
import { Wheel } from '../../ui/wheel';
import { wheelDate, wheelSlices } from './wheel-date';

/** One past wheel in the carousel: the wheel, its score and date; opens the wheel modal. */
export function WheelCard({ wheel, latest, onOpen }: { wheel: OolaWheel; latest: boolean; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} w="100%" data-testid="wheel-card">
      <Paper
        withBorder
        radius="lg"
        p="sm"
        style={{
          borderColor: latest ? 'var(--mantine-color-brand-3)' : 'var(--mantine-color-gray-2)',
          background: latest ? 'var(--mantine-color-brand-0)' : undefined,
        }}
      >
        <Wheel slices={wheelSlices(wheel)} total={wheel.score} size={220} />
        <Stack gap={0} align="center" mt={4}>
          <Text fz="xs" fw={800} c="brand.8" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
            {wheelDate(wheel)}
          </Text>
          <Text fz="xs" c="dimmed">
            Combined score {wheel.score}
            {latest ? ' · latest' : ''}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
