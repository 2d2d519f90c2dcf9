import { useState } from 'react';
import { WELCOME_BADGE_ID, type Achievement, type CustomerProfileInformation } from '@oola/domain';
import { BadgeImage } from '../../ui/achievements';
import { useModalTurn } from '../../ui/modal-queue/modal-queue';
import { useMarkBadgeDisplayed, useProfileInformation } from './member-api';
import { NewBadgeModal } from './new-badge-modal';
import { TutorialVideoModal } from './tutorial-video-modal';
import { useBadgeAnnouncement } from './use-badge-announcement';

/** The first achievement that is achieved and not yet displayed, in the order badges, milestones, streaks. */
export function nextBadgeToShow(profile: CustomerProfileInformation | undefined): Achievement | undefined {
  if (!profile) return undefined;
  const { badges, milestones, streaks } = profile.achievements;
  return [...badges, ...milestones, ...streaks].find((achievement) => achievement.achieved && !achievement.displayed);
}

/**
 * Shows the member's first achieved-not-displayed badge; closing marks it displayed and reloads the
 * achievements (which shows the next one, if any). Closing badge 1 opens the tutorial video. Both take
 * their turns in the modal queue.
 */
export function BadgeAnnouncer() {
  const profile = useProfileInformation();
  const { badge, close } = useBadgeAnnouncement({
    turn: 'badge',
    query: profile,
    next: nextBadgeToShow,
    markDisplayed: useMarkBadgeDisplayed(),
  });
  const [tutorial, setTutorial] = useState(false);
  const tutorialShown = useModalTurn('tutorial-video', tutorial);

  return (
    <>
      {badge && (
        <NewBadgeModal
          key={badge.id}
          badge={badge}
          heading="NEW ACHIEVEMENT UNLOCKED"
          image={
            <BadgeImage
              id={badge.id}
              achieved
              goalsCompleted={profile.data?.goalsCompleted ?? 0}
              size={148}
              title={badge.achievementName}
            />
          }
          testId="badge-modal"
          onClose={() => {
            if (badge.id === WELCOME_BADGE_ID) setTutorial(true);
            close(badge);
          }}
        />
      )}
      <TutorialVideoModal opened={tutorialShown} onClose={() => setTutorial(false)} />
    </>
  );
}
