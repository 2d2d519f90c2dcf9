import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CoachingPair } from '@oola/domain';
import { CoachingRoomView, type RoomTab } from './coaching-room';

/** The coaching room in a large modal (full screen on phones), as the member opens it from the dashboard. */
export function CoachingRoomModal({
  pair,
  viewerId,
  opened,
  onClose,
  initialTab,
}: {
  pair: CoachingPair;
  viewerId: number;
  opened: boolean;
  onClose: () => void;
  /** The tab the room opens on (NOTEBOOK unless the member came to book). */
  initialTab?: RoomTab;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Coaching room"
      size="xl"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      styles={{ title: { fontWeight: 800, letterSpacing: '0.06em', textTransform: 'uppercase' } }}
    >
      <CoachingRoomView
        pair={pair}
        viewerId={viewerId}
        panelHeight={{ base: 'calc(100dvh - 270px)', sm: 480 }}
        initialTab={initialTab}
      />
    </Modal>
  );
}
