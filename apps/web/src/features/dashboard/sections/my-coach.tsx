import { Avatar, Group, Stack, Text } from '@mantine/core';
import { MyCoachPanel } from '../../coaching';
import { FindCoachButton } from '../../coaches';
import { useProfileInfo } from '../../../lib/profile-info';
import { Locked } from '../../../ui/locked/locked-section';
import { SectionCard } from '../../../ui/section-card';

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

function FindACoach() {
  return (
    <Stack gap="md" align="flex-start">
      <CoachPreview />
      <Text fz="sm">
        A certified coach helps you turn your goals into weekly wins: notes you keep together, a chat for the days in
        between, and 30-minute video sessions.
      </Text>
      <FindCoachButton />
    </Stack>
  );
}

/** The member's coach, once they have one. */
function CoachCard() {
  const profile = useProfileInfo();
  if (!profile.data) return null;
  const { coachId, userId, sessionsRemaining } = profile.data;
  return <MyCoachPanel pair={{ coachId, clientId: userId }} sessionsRemaining={sessionsRemaining} />;
}

/**
 * My Oola Coach: locked for non-subscribers; for a member with a coach (enableMyCoachSection) the coach
 * card and the coaching room; otherwise an invitation to find a coach.
 */
export function MyCoach({ locked, hasCoach, brand }: { locked: boolean; hasCoach: boolean; brand: string }) {
  return (
    <SectionCard title={`MY ${brand.toUpperCase()} COACH`} accent="var(--mantine-color-area7-6)" testId="my-coach">
      {locked ? (
        <Locked label="My Coach">
          <CoachPreview />
        </Locked>
      ) : hasCoach ? (
        <CoachCard />
      ) : (
        <FindACoach />
      )}
    </SectionCard>
  );
}
