import type { CoachAchievement } from '@oola/domain';
import { useEarnedCoachBadges, useMarkCoachBadgeDisplayed } from './coach-api';
import { CoachBadgeImage } from './coach-badge-image';
import { NewBadgeModal } from './new-badge-modal';
import { NewBadgesModal } from './new-badges-modal';
import { useBadgeAnnouncement } from './use-badge-announcement';

/** The earned badges whose modal has not been shown yet, earliest first (the list comes latest first). */
export const coachBadgesToShow = (badges: CoachAchievement[] | undefined) =>
  (badges ?? []).filter((badge) => !badge.displayed).reverse();

/**
 * Shows the newly earned coach badges once, all in one modal. Waits while `paused` (its achievements
 * modal is open, the welcome is not done) and for its turn in the modal queue.
 */
export function CoachBadgeAnnouncer({ paused }: { paused: boolean }) {
  const { badges, close } = useBadgeAnnouncement({
    turn: 'coach-badge',
    query: useEarnedCoachBadges(),
    pending: coachBadgesToShow,
    markDisplayed: useMarkCoachBadgeDisplayed(),
    paused,
  });
  const [only] = badges;
  if (!only) return null;
  if (badges.length > 1) {
    return (
      <NewBadgesModal
        badges={badges}
        heading="NEW COACH BADGES UNLOCKED"
        image={(badge) => <CoachBadgeImage id={badge.id} achieved name={badge.achievementName} size={96} />}
        testId="coach-badge-modal"
        onClose={() => close(badges)}
      />
    );
  }
  return (
    <NewBadgeModal
      key={only.id}
      badge={only}
      heading="NEW COACH BADGE UNLOCKED"
      image={<CoachBadgeImage id={only.id} achieved name={only.achievementName} size={148} />}
      testId="coach-badge-modal"
      onClose={() => close(badges)}
    />
  );
}
