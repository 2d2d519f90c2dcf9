import { useState } from 'react';
import { Alert, Box, Stack, Tabs, type BoxProps } from '@mantine/core';
import type { CoachingPair } from '@oola/domain';
import { ApiError } from '../../../lib/api';
import { useCoachingRoom } from './api';
import { ChatTab } from '../chat/chat-tab';
import { Loading, LoadFailed } from './load-state';
import { NotebookTab } from './notebook-tab';
import { PendingBadge } from './pending-badge';
import { RoomHeader, type Viewer } from './room-header';
import { ScheduleTab } from './schedule-tab';

const ROOM_ENDED = 'This coaching relationship has ended. Your notes and messages stay here for you to read.';

export type RoomTab = 'notebook' | 'chat' | 'schedule';

/**
 * The coaching room, the same for both sides (the member in a modal, the coach on a page): the other
 * person, the next session and the video session, and the tabs NOTEBOOK, CHAT and SCHEDULE. The CHAT tab
 * shows the viewer's pending messages until it is opened.
 */
export function CoachingRoomView({
  pair,
  viewerId,
  panelHeight,
  initialTab = 'notebook',
}: {
  pair: CoachingPair;
  viewerId: number;
  /** The tabs' content height (the chat scrolls inside it). */
  panelHeight: BoxProps['h'];
  initialTab?: RoomTab;
}) {
  const room = useCoachingRoom(pair);
  const [tab, setTab] = useState<RoomTab>(initialTab);
  if (room.isPending) return <Loading label="Loading the coaching room" />;
  if (room.isError) {
    // Not this viewer's room (403): trying again cannot help.
    const refused = room.error instanceof ApiError && room.error.status === 403;
    return (
      <LoadFailed
        title="Coaching room"
        message={room.error.message}
        onRetry={refused ? undefined : () => void room.refetch()}
      />
    );
  }
  const viewer: Viewer = viewerId === pair.coachId ? 'coach' : 'client';
  const { active } = room.data;
  return (
    <Stack gap="md">
      <RoomHeader room={room.data} viewer={viewer} />
      {!active && (
        <Alert color="gray" variant="light">
          {ROOM_ENDED}
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => setTab((value as RoomTab | null) ?? 'notebook')}>
        <Tabs.List grow>
          <Tabs.Tab value="notebook" fw={700}>
            NOTEBOOK
          </Tabs.Tab>
          <Tabs.Tab
            value="chat"
            fw={700}
            rightSection={tab === 'chat' ? null : <PendingBadge count={room.data.pendingMessages} />}
          >
            CHAT
          </Tabs.Tab>
          <Tabs.Tab value="schedule" fw={700}>
            SCHEDULE
          </Tabs.Tab>
        </Tabs.List>
        <Box h={panelHeight} pt="md">
          <Tabs.Panel value="notebook" h="100%">
            <NotebookTab pair={pair} writable={active} />
          </Tabs.Panel>
          <Tabs.Panel value="chat" h="100%">
            <ChatTab pair={pair} viewerId={viewerId} visible={tab === 'chat'} writable={active} />
          </Tabs.Panel>
          <Tabs.Panel value="schedule" h="100%">
            <ScheduleTab pair={pair} viewer={viewer} />
          </Tabs.Panel>
        </Box>
      </Tabs>
    </Stack>
  );
}
