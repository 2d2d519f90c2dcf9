import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { Achievement } from '@oola/domain';
import { BadgeImage } from '../../../ui/achievements';
import { ShareModal } from '../../../ui/share-modal';

export interface BadgeModalProps {
  achievement: Achievement;
  goalsCompleted: number;
  onClose: () => void;
}

/** The badge achievement modal: the badge, its congratulations and SHARE. */
export function BadgeModal({ achievement, goalsCompleted, onClose }: BadgeModalProps) {
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
        data-testid="badge-modal"
      >
        <Stack align="center" ta="center" gap="sm" py="md">
          <Text fz="xs" fw={800} c="area1" style={{ letterSpacing: '0.14em' }}>
            NEW ACHIEVEMENT UNLOCKED
          </Text>
          <BadgeImage
            id={achievement.id}
            achieved
            goalsCompleted={goalsCompleted}
            size={148}
            title={achievement.achievementName}
          />
          <Title order={2} fz={24}>
            {achievement.achievementName}
          </Title>
          <Text c="dimmed">{achievement.congratsMessage}</Text>
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
        title={achievement.socialMediaTitle}
        message={achievement.socialMediaMessage}
        imageUrl={achievement.socialMediaImageUrl ?? undefined}
      />
    </>
  );
}
