import type { CoachAchievement } from '@oola/domain';
import { BadgeUnlockedModal } from '../../ui/achievements';
import { CoachBadgeImage } from './coach-badge-image';

/** A newly earned coach badge, shown once. */
export function NewCoachBadgeModal({ badge, onClose }: { badge: CoachAchievement; onClose: () => void }) {
  return (
    <BadgeUnlockedModal
      heading="NEW COACH BADGE UNLOCKED"
      image={<CoachBadgeImage id={badge.id} achieved name={badge.achievementName} size={148} />}
      name={badge.achievementName}
      congratsMessage={badge.congratsMessage}
      share={{ title: badge.socialMediaTitle, message: badge.socialMediaMessage, imageUrl: badge.socialMediaImageUrl }}
      testId="coach-badge-modal"
      onClose={onClose}
    />
  );
}
