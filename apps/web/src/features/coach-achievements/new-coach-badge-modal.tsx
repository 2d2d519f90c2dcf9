import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { CoachAchievement } from '@oola/domain';
import { ShareModal } from '../../ui/share-modal';
import { CoachBadgeImage } from './coach-badge-image';

/** A newly earned coach badge, shown once: the badge, its congratulations, SHARE and CLOSE. */
export function NewCoachBadgeModal({ badge, onClose }: { badge: CoachAchievement; onClose: () => void }) {
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <Modal
        opened={!sharing}
        onClose={onClose}
        centered
        radius="lg"
        size="sm"
        withCloseButton={false}
        title="NEW COACH BADGE UNLOCKED"
        styles={{
          title: { width: '100%', textAlign: 'center', fontSize: 12, fontWeight: 800, letterSpacing: '0.14em' },
        }}
        data-testid="coach-badge-modal"
      >
        <Stack align="center" ta="center" gap="sm" pb="md">
          <CoachBadgeImage id={badge.id} achieved name={badge.achievementName} size={148} />
          <Title order={2} fz={24}>
            {badge.achievementName}
          </Title>
          <Text c="dimmed">{badge.congratsMessage}</Text>
          <Group mt="sm" gap="sm">
            <Button variant="light" onClick={() => setSharing(true)}>
              SHARE
            </Button>
            <Button onClick={onClose}>CLOSE</Button>
          </Group>
        </Stack>
      </Modal>
      <ShareModal
        opened={sharing}
        onClose={() => setSharing(false)}
        title={badge.socialMediaTitle}
        message={badge.socialMediaMessage}
        imageUrl={badge.socialMediaImageUrl ?? undefined}
      />
    </>
  );
}
