import { Button } from '@mantine/core';

/**
 * SLOT (placeholder): the coach portal's My achievements button and modal are built with the rest of
 * /DashboardCoach; that work replaces this component.
 */
export function MyAchievementsSlot() {
  return (
    <Button variant="default" disabled>
      MY ACHIEVEMENTS
    </Button>
  );
}
