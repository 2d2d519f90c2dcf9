import { useState } from 'react';
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { CoachingPair } from '@oola/domain';
import { useModalTurn } from '../../../ui/modal-queue/modal-queue';
import { NextSessionLine } from '../booking';
import { VideoSessionButton } from '../meetings';
import { BuySessionsButton } from '../../payments';
import { useCoachingRoom } from './api';
import type { RoomTab } from './coaching-room';
import { CoachingRoomModal } from './coaching-room-modal';
import { LoadFailed } from './load-state';
import { PendingBadge } from './pending-badge';
import { PersonAvatar } from './person-avatar';
import { MEMBER_ROOM_PARAM } from './member-room-address';
import { useChatLive } from '../chat/use-chat-live';
import { useMemberCanJoin } from './use-member-can-join';

const COACH_LOAD_FAILED = 'Sorry, we could not load your coach. Please try again.';

/**
 * The member's coach on the dashboard: the coach card, sessions remaining, the next booked session with
 * BOOK A SESSION (the room's SCHEDULE), OPEN COACHING ROOM with the pending messages (kept live), BUY
 * SESSIONS and, when there is a session to join, the video session's JOIN beside it. The dashboard's address with coachingRoom=open opens the room
 * (on its turn among the pop-ups).
 */
export function MyCoachPanel({ pair, sessionsRemaining }: { pair: CoachingPair; sessionsRemaining: number }) {
  const room = useCoachingRoom(pair);
  const joinable = useMemberCanJoin(pair.coachId, pair.clientId, true);
  const [openOn, setOpenOn] = useState<RoomTab | null>(null);
  const [params, setParams] = useSearchParams();
  const askedByAddress = useModalTurn('coaching-room', params.get(MEMBER_ROOM_PARAM) === 'open');
  useChatLive(pair, pair.clientId);
  const close = () => {
    setOpenOn(null);
    if (!params.has(MEMBER_ROOM_PARAM)) return;
    setParams(
      (current) => {
        current.delete(MEMBER_ROOM_PARAM);
        return current;
      },
      { replace: true },
    );
  };

  if (room.isPending) return <Skeleton h={180} radius="md" />;
  if (room.isError) return <LoadFailed message={COACH_LOAD_FAILED} onRetry={() => void room.refetch()} />;
  const { coach, pendingMessages } = room.data;
  return (
    <Stack gap="md" data-testid="my-coach-card">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <PersonAvatar person={coach} size={64} />
        <Stack gap={2} miw={0}>
          <Text fw={800} fz="lg" c="brand.8">
            {coach.firstName} {coach.lastName}
          </Text>
          {coach.location && (
            <Text fz="sm" c="dimmed">
              {coach.location}
            </Text>
          )}
          {coach.listingPageHeader && (
            <Text fz="sm" fs="italic">
              {coach.listingPageHeader}
            </Text>
          )}
        </Stack>
      </Group>
      <Group justify="space-between" px="sm" py="xs" bg="gray.0" style={{ borderRadius: 8 }}>
        <Text fz="sm" fw={600}>
          Sessions remaining
        </Text>
        <Text fw={800} fz="lg" c="brand.8" data-testid="sessions-remaining">
          {sessionsRemaining}
        </Text>
      </Group>
      <NextSessionLine {...pair} />
      <Button fullWidth variant="light" onClick={() => setOpenOn('schedule')}>
        BOOK A SESSION
      </Button>
      <Button fullWidth onClick={() => setOpenOn('notebook')} rightSection={<PendingBadge count={pendingMessages} />}>
        OPEN COACHING ROOM
      </Button>
      {joinable ? (
        <SimpleGrid cols={2} spacing="xs" data-testid="session-buttons">
          <BuySessionsButton fullWidth />
          <VideoSessionButton {...pair} viewer="member" sessionsRemaining={sessionsRemaining} fullWidth />
        </SimpleGrid>
      ) : (
        <BuySessionsButton fullWidth />
      )}
      <Anchor component={Link} to="/billing" fz="sm" ta="center">
        Payments &amp; sessions
      </Anchor>
      <CoachingRoomModal
        pair={pair}
        viewerId={pair.clientId}
        opened={openOn !== null || askedByAddress}
        onClose={close}
        initialTab={openOn ?? undefined}
      />
    </Stack>
  );
}
