import type { Achievement } from '@oola/domain';
import { BadgeImage, BadgeUnlockedModal } from '../../../ui/achievements';

export interface BadgeModalProps {
  achievement: Achievement;
  goalsCompleted: number;
  onClose: () => void;
}

/** The badge achievement modal: the badge, its congratulations and SHARE. */
export function BadgeModal({ achievement, goalsCompleted, onClose }: BadgeModalProps) {
  return (
    <BadgeUnlockedModal
      heading="NEW ACHIEVEMENT UNLOCKED"
      image={
        <BadgeImage
          id={achievement.id}
          achieved
          goalsCompleted={goalsCompleted}
          size={148}
          title={achievement.achievementName}
        />
      }
      name={achievement.achievementName}
      congratsMessage={achievement.congratsMessage}
      share={{
        title: achievement.socialMediaTitle,
        message: achievement.socialMediaMessage,
        imageUrl: achievement.socialMediaImageUrl,
      }}
      testId="badge-modal"
      onClose={onClose}
    />
  );
}
