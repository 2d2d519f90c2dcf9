import { useState } from 'react';
import type { CoachAchievement } from '@oola/domain';
import { useModalTurn } from '../../ui/modal-queue/modal-queue';
import { useEarnedCoachBadges, useMarkCoachBadgeDisplayed } from './api';
import { NewCoachBadgeModal } from './new-coach-badge-modal';

/** The earliest earned badge whose modal has not been shown yet (the list comes latest first). */
export const nextCoachBadgeToShow = (badges: CoachAchievement[] | undefined) =>
  badges?.findLast((badge) => !badge.displayed);

/**
 * Shows each newly earned coach badge once: closing its modal marks it displayed and reloads the
 * badges, which brings the next one, if any. Waits while `paused` (its achievements modal is open, the
 * welcome is not done) and for its turn in the modal queue.
 */
export function CoachBadgeAnnouncer({ paused }: { paused: boolean }) {
  const earned = useEarnedCoachBadges();
  const markDisplayed = useMarkCoachBadgeDisplayed();
  const [closing, setClosing] = useState<number | null>(null);
  const badge = nextCoachBadgeToShow(earned.data);
  // Unknown while the badges load, and while the next one is looked up after a close.
  const known = earned.isError || (earned.isSuccess && closing === null);
  const shown = useModalTurn('coach-badge', known ? !paused && badge !== undefined : undefined);
  if (!shown || !badge) return null;

  const close = () => {
    setClosing(badge.id);
    markDisplayed.mutate(badge.id, { onSettled: () => setClosing(null) });
  };
  return <NewCoachBadgeModal key={badge.id} badge={badge} onClose={close} />;
}
