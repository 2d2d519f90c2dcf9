import { Progress, Stack, Text } from '@mantine/core';
import type { CoachAchievement } from '@oola/domain';
import { CoachBadgeImage } from './coach-badge-image';

/** One badge of the achievements modal: achieved with its date, or greyed with what is still needed. */
export function CoachBadgeTile({ badge }: { badge: CoachAchievement }) {
  const progress = badge.achievementValue > 0 ? Math.min(100, (badge.currentValue / badge.achievementValue) * 100) : 0;
  return (
    <Stack gap={4} align="center" ta="center" data-testid={`coach-badge-${badge.id}`} data-achieved={badge.achieved}>
      <CoachBadgeImage id={badge.id} achieved={badge.achieved} name={badge.achievementName} size={84} />
      <Text fz="xs" fw={700} lh={1.2} c={badge.achieved ? 'dark.7' : 'dimmed'}>
        {badge.achievementName}
      </Text>
      {badge.achieved ? (
        badge.completionDate && (
          <Text fz={11} c="dimmed">
            {badge.completionDate}
          </Text>
        )
      ) : (
        <>
          <Text fz={11} c="dimmed" lh={1.3}>
            {badge.howToEarn}
          </Text>
          <Progress
            value={progress}
            size="xs"
            w="80%"
            color="brand"
            aria-label={`${badge.achievementName}: ${badge.currentValue} of ${badge.achievementValue}`}
          />
        </>
      )}
    </Stack>
  );
}
