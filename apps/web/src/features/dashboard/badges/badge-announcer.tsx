import { useState } from 'react';
import { WELCOME_BADGE_ID, type Achievement, type CustomerProfileInformation } from '@oola/domain';
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
 * opens the tutorial video.
 */
export function BadgeAnnouncer({ paused }: { paused: boolean }) {
  const profile = useProfileInformation();
  const markDisplayed = useMarkBadgeDisplayed();
  const [tutorial, setTutorial] = useState(false);
  const [closing, setClosing] = useState<number | null>(null);
  const badge = nextBadgeToShow(profile.data);
  const show = !paused && !tutorial && badge !== undefined && closing !== badge.id;

  const close = () => {
    if (!badge) return;
    setClosing(badge.id);
    if (badge.id === WELCOME_BADGE_ID) setTutorial(true);
    markDisplayed.mutate(badge.id, { onSettled: () => setClosing(null) });
  };

  return (
    <>
      {show && (
        <BadgeModal
          key={badge.id}
          achievement={badge}
          goalsCompleted={profile.data?.goalsCompleted ?? 0}
          onClose={close}
        />
      )}
      <TutorialVideoModal opened={tutorial} onClose={() => setTutorial(false)} />
    </>
  );
}
