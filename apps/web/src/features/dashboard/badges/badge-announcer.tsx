import { useState } from 'react';
import { WELCOME_BADGE_ID, type Achievement, type CustomerProfileInformation } from '@oola/domain';
import { useModalTurn } from '../../../ui/modal-queue/modal-queue';
import { useMarkBadgeDisplayed, useProfileInformation } from '../api';
import { BadgeModal } from './badge-modal';
import { TutorialVideoModal } from './tutorial-video-modal';

/** The first achievement that is achieved and not yet displayed, in the order badges, milestones, streaks. */
export function nextBadgeToShow(profile: CustomerProfileInformation | undefined): Achievement | undefined {
  if (!profile) return undefined;
  const { badges, milestones, streaks } = profile.achievements;
  return [...badges, ...milestones, ...streaks].find((achievement) => achievement.achieved && !achievement.displayed);
}

/**
 * Shows the first achieved-not-displayed badge; closing marks it displayed and
 * reloads the achievements (which shows the next one, if any). Closing badge 1
 * opens the tutorial video. Both take their turns in the modal queue.
 */
export function BadgeAnnouncer() {
  const profile = useProfileInformation();
  const markDisplayed = useMarkBadgeDisplayed();
  const [tutorial, setTutorial] = useState(false);
  const [closing, setClosing] = useState<number | null>(null);
  const badge = nextBadgeToShow(profile.data);
  // Unknown while the badges load, and while the next one is looked up after a close.
  const known = profile.isError || (profile.isSuccess && closing === null);
  const show = useModalTurn('badge', known ? badge !== undefined : undefined);
  const tutorialShown = useModalTurn('tutorial-video', tutorial);

  const close = () => {
    if (!badge) return;
    setClosing(badge.id);
    if (badge.id === WELCOME_BADGE_ID) setTutorial(true);
    markDisplayed.mutate(badge.id, { onSettled: () => setClosing(null) });
  };

  return (
    <>
      {show && badge && (
        <BadgeModal
          key={badge.id}
          achievement={badge}
          goalsCompleted={profile.data?.goalsCompleted ?? 0}
          onClose={close}
        />
      )}
      <TutorialVideoModal opened={tutorialShown} onClose={() => setTutorial(false)} />
    </>
  );
}
