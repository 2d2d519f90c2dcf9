import { Alert, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { getSession } from '../../lib/session';
import { useProfileInfo } from '../dashboard/api';
import { useAvailability } from './api';
import { BookingPanel } from './booking-panel';
import { ManageScheduleButton } from './manage-schedule-button';
import { NextSessionLine } from './next-session-line';

/** The coach's side: Manage Schedule and, with ?clientId=, that client's sessions. */
function CoachSchedule({ coachId }: { coachId: number }) {
  const availability = useAvailability();
  const clientId = Number(useSearchParams()[0].get('clientId')) || 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text>Set the weekly hours members can book, and your days off.</Text>
        {availability.isSuccess && <ManageScheduleButton schedulingUrl={availability.data.schedulingUrl} />}
      </Group>
      {clientId > 0 && <BookingPanel coachId={coachId} clientId={clientId} viewer="coach" />}
    </Stack>
  );
}

/**
 * /coachingSchedule: the booking slice on a page of its own until the coaching room and the coach
 * portal render BookingPanel, NextSessionLine and ManageScheduleButton themselves.
 */
export default function CoachingSchedulePage() {
  const profile = useProfileInfo();
  const userId = getSession()?.userId ?? 0;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Coaching schedule
        </Title>
        {profile.isPending && <Loader aria-label="Loading" />}
        {profile.isError && (
          <Alert color="red" role="alert">
            {profile.error.message}
          </Alert>
        )}
        {profile.isSuccess && profile.data.isActiveCoach && <CoachSchedule coachId={userId} />}
        {profile.isSuccess && !profile.data.isActiveCoach && profile.data.coachId > 0 && (
          <>
            <NextSessionLine coachId={profile.data.coachId} clientId={userId} />
            <BookingPanel coachId={profile.data.coachId} clientId={userId} viewer="member" />
          </>
        )}
        {profile.isSuccess && !profile.data.isActiveCoach && profile.data.coachId <= 0 && (
          <Text>Choose a coach first: FIND A COACH is in the menu.</Text>
        )}
      </Stack>
    </Container>
  );
}
