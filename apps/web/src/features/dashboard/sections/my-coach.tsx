import { Avatar, Group, Stack, Text } from '@mantine/core';
import { Locked } from '../locked/locked-section';
import { EmptyState, SectionCard } from './section-card';

function CoachPreview() {
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar size={56} radius="xl" color="brand">
        OC
      </Avatar>
      <Stack gap={2}>
        <Text fw={800}>Your personal coach</Text>
        <Text fz="sm" c="dimmed">
          Weekly check-ins, chat and video sessions
        </Text>
      </Stack>
    </Group>
  );
}

/** My Oola Coach: locked unless enableMyCoachSection is true (the coaching room arrives with the coach issue). */
export function MyCoach({ enabled, brand }: { enabled: boolean; brand: string }) {
  return (
    <SectionCard title={`MY ${brand.toUpperCase()} COACH`} accent="var(--mantine-color-area7-6)" testId="my-coach">
      {enabled ? (
        <EmptyState title="Your coach is on the way">Your coaching room, notes and chat open here soon.</EmptyState>
      ) : (
        <Locked label="My Coach">
          <CoachPreview />
        </Locked>
      )}
    </SectionCard>
  );
}
