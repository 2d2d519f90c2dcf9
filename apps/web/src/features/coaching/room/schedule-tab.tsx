import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { CoachingPair } from '@oola/domain';
import { BookingPanel, ManageScheduleButton, useAvailability } from '../booking';
import type { Viewer } from './room-header';

/** The coach's own hours (or scheduling site), managed from the room. */
function CoachHours() {
  const availability = useAvailability();
  if (!availability.isSuccess) return null;
  const { schedulingUrl } = availability.data;
  return (
    <Group justify="space-between" gap="sm" px={{ base: 'md', sm: 'lg' }}>
      <Text size="sm" c="dimmed" maw={440}>
        {schedulingUrl
          ? 'Your clients book you on your own scheduling site.'
          : 'Your clients book 30-minute sessions in your weekly hours, shown in their own time zone.'}
      </Text>
      <ManageScheduleButton schedulingUrl={schedulingUrl} />
    </Group>
  );
}

/**
 * SCHEDULE: the member books, moves and cancels sessions and saves their invites (or books on the coach's
 * own site, embedded); the coach sees the client's upcoming sessions, cancels them and manages the hours.
 */
export function ScheduleTab({ pair, viewer }: { pair: CoachingPair; viewer: Viewer }) {
  return (
    <ScrollArea h="100%" type="auto" offsetScrollbars>
      <Stack gap="md" pb="md">
        {viewer === 'coach' && <CoachHours />}
        <BookingPanel
          coachId={pair.coachId}
          clientId={pair.clientId}
          viewer={viewer === 'coach' ? 'coach' : 'member'}
        />
      </Stack>
    </ScrollArea>
  );
}
