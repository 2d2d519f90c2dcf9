import { Button, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { ELEARNING, type Achievement, type AchievementCategory, type AchievementGroups } from '@oola/domain';
import { AchievementsModalFrame } from './achievements-modal-frame';
import { BadgeImage } from './badge-image';

const SECTIONS: { key: AchievementCategory; title: string }[] = [
  { key: 'badges', title: 'BADGES' },
  { key: 'milestones', title: 'MILESTONES' },
  { key: 'streaks', title: 'STREAKS' },
];

export interface AchievementsModalProps {
  opened: boolean;
  onClose: () => void;
  achievements: AchievementGroups;
  /** Drawn on the goal badge (id 8); defaults to its achievementValue. */
  goalsCompleted?: number;
  title?: string;
}

function BadgeTile({ achievement, goalsCompleted }: { achievement: Achievement; goalsCompleted?: number }) {
  return (
    <Stack gap={4} align="center" ta="center" data-testid={`achievement-${achievement.id}`}>
      <BadgeImage
        id={achievement.id}
        achieved={achievement.achieved}
        goalsCompleted={goalsCompleted ?? achievement.achievementValue}
        size={84}
        title={achievement.achievementName}
      />
      <Text fz="xs" fw={700} lh={1.2} c={achievement.achieved ? 'dark.7' : 'dimmed'}>
        {achievement.achievementName}
      </Text>
      {achievement.achieved && achievement.completionDate && (
        <Text fz={10} c="dimmed">
          {achievement.completionDate}
        </Text>
      )}
    </Stack>
  );
}

function countLabel(items: Achievement[]): string {
  return `${items.filter((item) => item.achieved).length} of ${items.length}`;
}

/**
 * 'My achievements': BADGES, MILESTONES and STREAKS, each showing its first
 * six and a 'See more' view of the whole category with '< BACK'.
 */
export function AchievementsModal({
  opened,
  onClose,
  achievements,
  goalsCompleted,
  title = 'MY ACHIEVEMENTS',
}: AchievementsModalProps) {
  const sectionOf = (key: AchievementCategory) => SECTIONS.find((candidate) => candidate.key === key)!;
  return (
    <AchievementsModalFrame<AchievementCategory>
      opened={opened}
      onClose={onClose}
      title={title}
      sectionTitle={(key) => sectionOf(key).title}
    >
      {(detail, setDetail) => {
        const section = detail && sectionOf(detail);
        return section ? (
          <Stack>
            <Group justify="space-between">
              <UnstyledButton onClick={() => setDetail(null)} fw={700} c="brand.7">
                {'< BACK'}
              </UnstyledButton>
              <Text c="dimmed" fz="sm">
                {countLabel(achievements[section.key])} achieved
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="md" verticalSpacing="lg">
              {achievements[section.key].map((achievement) => (
                <BadgeTile key={achievement.id} achievement={achievement} goalsCompleted={goalsCompleted} />
              ))}
            </SimpleGrid>
          </Stack>
        ) : (
          <Stack gap="xl">
            {SECTIONS.map(({ key, title: sectionTitle }) => (
              <Stack key={key} gap="sm" component="section" aria-label={sectionTitle}>
                <Group justify="space-between" align="baseline">
                  <Group gap="xs" align="baseline">
                    <Title order={4} c="brand.7" style={{ letterSpacing: '0.06em' }}>
                      {sectionTitle}
                    </Title>
                    <Text c="dimmed" fz="sm">
                      {countLabel(achievements[key])}
                    </Text>
                  </Group>
                  {achievements[key].length > ELEARNING.achievementsPerSection && (
                    <Button variant="subtle" size="compact-sm" onClick={() => setDetail(key)}>
                      See more
                    </Button>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm">
                  {achievements[key].slice(0, ELEARNING.achievementsPerSection).map((achievement) => (
                    <BadgeTile key={achievement.id} achievement={achievement} goalsCompleted={goalsCompleted} />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        );
      }}
    </AchievementsModalFrame>
  );
}
