import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { ShareModal } from '../share-modal';
import { BADGE_MODAL_STYLES, BadgeModalTitle } from './badge-modal-title';

export interface BadgeUnlockedModalProps {
  /** The dialog's title, e.g. 'NEW ACHIEVEMENT UNLOCKED'. */
  heading: string;
  /** The badge's picture. */
  image: ReactNode;
  name: string;
  congratsMessage: string;
  share: { title: string; message: string; imageUrl?: string | null };
  testId: string;
  onClose: () => void;
}

/** A newly earned badge, shown once: the badge, its congratulations, SHARE and CLOSE. */
export function BadgeUnlockedModal({
  heading,
  image,
  name,
  congratsMessage,
  share,
  testId,
  onClose,
}: BadgeUnlockedModalProps) {
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
        title={<BadgeModalTitle heading={heading} />}
        styles={BADGE_MODAL_STYLES}
        data-testid={testId}
      >
        <Stack align="center" ta="center" gap="sm" pb="md">
          {image}
          <Title order={2} fz={24}>
            {name}
          </Title>
          <Text c="dimmed">{congratsMessage}</Text>
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
        title={share.title}
        message={share.message}
        imageUrl={share.imageUrl ?? undefined}
      />
    </>
  );
}
