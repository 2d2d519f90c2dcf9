import { useState } from 'react';
import { Button } from '@mantine/core';
import { useMyCoachProfile } from '../coaches';
import { useCoachAchievementSections } from './coach-api';
import { CoachAchievementsModal } from './coach-achievements-modal';
import { CoachBadgeAnnouncer } from './coach-badge-announcer';

/**
 * What the coach portal's profile card holds in its achievements slot: the MY ACHIEVEMENTS button and
 * its modal, and the once-only modal of a newly earned badge (after the welcome modal is done).
 */
export function MyAchievementsSlot() {
  const [opened, setOpened] = useState(false);
  const sections = useCoachAchievementSections(opened);
  const profile = useMyCoachProfile();
  return (
    <>
      <Button variant="outline" onClick={() => setOpened(true)}>
        MY ACHIEVEMENTS
      </Button>
      <CoachAchievementsModal
        opened={opened}
        onClose={() => setOpened(false)}
        sections={sections.data}
        failed={sections.isError}
      />
      <CoachBadgeAnnouncer paused={opened || profile.data?.displayCoachingModal !== false} />
    </>
  );
}
