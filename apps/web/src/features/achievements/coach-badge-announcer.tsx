import type { CoachAchievement } from '@oola/domain';
import { useEarnedCoachBadges, useMarkCoachBadgeDisplayed } from './coach-api';
import { CoachBadgeImage } from './coach-badge-image';
import { NewBadgeModal } from './new-badge-modal';
import { useBadgeAnnouncement } from './use-badge-announcement';

/** The earliest earned badge whose modal has not been shown yet (the list comes latest first). */
export const nextCoachBadgeToShow = (badges: CoachAchievement[] | undefined) =>
  badges?.findLast((badge) => !badge.displayed);

/**
 * Shows each newly earned coach badge once. Waits while `paused` (its achievements modal is open, the
 * welcome is not done) and for its turn in the modal queue.
 */
export function CoachBadgeAnnouncer({ paused }: { paused: boolean }) {
  const { badge, close } = useBadgeAnnouncement({
    turn: 'coach-badge',
    query: useEarnedCoachBadges(),
    next: nextCoachBadgeToShow,
    markDisplayed: useMarkCoachBadgeDisplayed(),
    paused,
  });
  if (!badge) return null;
  return (
    <NewBadgeModal
      key={badge.id}
      badge={badge}
      heading="NEW COACH BADGE UNLOCKED"
      image={<CoachBadgeImage id={badge.id} achieved name={badge.achievementName} size={148} />}
      testId="coach-badge-modal"
      onClose={() => close(badge)}
    />
  );
}
