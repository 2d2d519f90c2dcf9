import { Group, Stack, Text, Title } from '@mantine/core';
import type { CoachingRoom } from '@oola/domain';
import { NextSessionLine } from '../booking';
import { VideoSessionButton } from '../meetings';
import { PersonAvatar } from './person-avatar';
import { useMemberCanJoin } from './use-member-can-join';

export type Viewer = 'coach' | 'client';

/**
 * The other person of the room (name, picture, who they are to the viewer), the pair's next booked session
 * and the video session controls: the coach's always, the member's JOIN SESSION when there is a session to join.
 */
export function RoomHeader({ room, viewer }: { room: CoachingRoom; viewer: Viewer }) {
  const other = viewer === 'client' ? room.coach : room.client;
  const memberCanJoin = useMemberCanJoin(room.coachId, room.clientId, viewer === 'client');
  const role = viewer === 'client' ? ['Your coach', room.coach.location].filter(Boolean).join(' · ') : 'Your client';
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <PersonAvatar person={other} size={52} />
        <Stack gap={0} miw={0}>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} c="brand.8" lineClamp={1}>
            {other.firstName} {other.lastName}
          </Title>
          <Text fz="sm" c="dimmed" lineClamp={1}>
            {role}
          </Text>
          <NextSessionLine coachId={room.coachId} clientId={room.clientId} />
        </Stack>
      </Group>
      {(viewer === 'coach' || memberCanJoin) && (
        <Group gap="xs" data-testid="room-session-controls">
          <VideoSessionButton
            coachId={room.coachId}
            clientId={room.clientId}
            viewer={viewer === 'coach' ? 'coach' : 'member'}
            sessionsRemaining={room.sessionsRemaining}
          />
        </Group>
      )}
    </Group>
  );
}
