import type { ReactNode } from 'react';
import type { Achievement } from '@oola/domain';
import { BadgeUnlockedModal } from '../../ui/achievements';

export interface NewBadgeModalProps {
  badge: Achievement;
  /** The dialog's title: 'NEW ACHIEVEMENT UNLOCKED' or 'NEW COACH BADGE UNLOCKED'. */
  heading: string;
  /** The badge's picture, drawn by its catalogue. */
  image: ReactNode;
  testId: string;
  onClose: () => void;
}

/** A newly earned badge of either catalogue, announced once: the badge, its congratulations and SHARE. */
export function NewBadgeModal({ badge, heading, image, testId, onClose }: NewBadgeModalProps) {
  return (
    <BadgeUnlockedModal
      heading={heading}
      image={image}
      name={badge.achievementName}
      congratsMessage={badge.congratsMessage}
      share={{ title: badge.socialMediaTitle, message: badge.socialMediaMessage, imageUrl: badge.socialMediaImageUrl }}
      testId={testId}
      onClose={onClose}
    />
  );
}
