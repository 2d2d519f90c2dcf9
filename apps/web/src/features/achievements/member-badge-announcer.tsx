import { useState } from 'react';
import { WELCOME_BADGE_ID, type Achievement, type CustomerProfileInformation } from '@oola/domain';
import { BadgeImage } from '../../ui/achievements';
import { useModalTurn } from '../../ui/modal-queue/modal-queue';
import { useMarkBadgeDisplayed, useProfileInformation } from './member-api';
import { NewBadgeModal } from './new-badge-modal';
import { NewBadgesModal } from './new-badges-modal';
import { TutorialVideoModal } from './tutorial-video-modal';
import { useBadgeAnnouncement } from './use-badge-announcement';

/** The achievements achieved and not yet displayed, in the order badges, milestones, streaks. */
export function badgesToShow(profile: CustomerProfileInformation | undefined): Achievement[] {
  if (!profile) return [];
  const { badges, milestones, streaks } = profile.achievements;
  return [...badges, ...milestones, ...streaks].filter((achievement) => achievement.achieved && !achievement.displayed);
}

/**
 * Shows the member's achieved-not-displayed badges, all in one modal; closing marks them displayed.
 * Closing it with badge 1 among them opens the tutorial video. Both take their turns in the modal queue.
 */
export function BadgeAnnouncer() {
  const profile = useProfileInformation();
  const { badges, close } = useBadgeAnnouncement({
    turn: 'badge',
    query: profile,
    pending: badgesToShow,
    markDisplayed: useMarkBadgeDisplayed(),
  });
  const [tutorial, setTutorial] = useState(false);
  const tutorialShown = useModalTurn('tutorial-video', tutorial);
  const image = (badge: Achievement, size: number) => (
    <BadgeImage
      id={badge.id}
      achieved
      goalsCompleted={profile.data?.goalsCompleted ?? 0}
      size={size}
      title={badge.achievementName}
    />
  );
  const [first] = badges;
  const onClose = () => {
    if (badges.some((badge) => badge.id === WELCOME_BADGE_ID)) setTutorial(true);
    close(badges);
  };

  return (
    <>
      {first && badges.length === 1 && (
        <NewBadgeModal
          key={first.id}
          badge={first}
          heading="NEW ACHIEVEMENT UNLOCKED"
          image={image(first, 148)}
          testId="badge-modal"
          onClose={onClose}
        />
      )}
      {badges.length > 1 && (
        <NewBadgesModal
          badges={badges}
          heading="NEW ACHIEVEMENTS UNLOCKED"
          image={(badge) => image(badge, 96)}
          testId="badge-modal"
          onClose={onClose}
        />
      )}
      <TutorialVideoModal opened={tutorialShown} onClose={() => setTutorial(false)} />
    </>
  );
}
