import type { ReactNode } from 'react';
import { Button, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Achievement } from '@oola/domain';
import { BADGE_MODAL_STYLES, BadgeModalTitle } from '../../ui/achievements';

export interface NewBadgesModalProps {
  badges: Achievement[];
  /** The dialog's title: 'NEW ACHIEVEMENTS UNLOCKED' or 'NEW COACH BADGES UNLOCKED'. */
  heading: string;
  /** A badge's picture, drawn by its catalogue. */
  image: (badge: Achievement) => ReactNode;
  testId: string;
  onClose: () => void;
}

/** Several badges earned at once, announced together in one modal (decision 089). */
export function NewBadgesModal({ badges, heading, image, testId, onClose }: NewBadgesModalProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      size="lg"
      withCloseButton={false}
      title={<BadgeModalTitle heading={heading} />}
      styles={BADGE_MODAL_STYLES}
      data-testid={testId}
    >
      <Stack align="center" ta="center" gap="md" pb="md">
        <Title order={2} fz={24}>
          You earned {badges.length} badges
        </Title>
        <SimpleGrid component="ul" cols={{ base: 2, xs: 3 }} spacing="lg" verticalSpacing="md" p={0} m={0} w="100%">
          {badges.map((badge) => (
            <Stack component="li" key={badge.id} align="center" gap={6} style={{ listStyle: 'none' }}>
              {image(badge)}
              <Text fw={700} fz="sm" lh={1.3}>
                {badge.achievementName}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Button mt="sm" onClick={onClose}>
          CLOSE
        </Button>
      </Stack>
    </Modal>
  );
}
