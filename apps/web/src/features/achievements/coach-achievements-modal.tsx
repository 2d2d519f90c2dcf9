import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ELEARNING, type CoachAchievementSection, type CoachAchievementSections } from '@oola/domain';
import { AchievementsModalFrame } from '../../ui/achievements';
import { CoachBadgeTile } from './coach-badge-tile';
import { COACH_BADGE_SECTIONS } from './coach-sections';

export interface CoachAchievementsModalProps {
  opened: boolean;
  onClose: () => void;
  sections: CoachAchievementSections | undefined;
  failed: boolean;
}

const achievedLabel = (sections: CoachAchievementSections, key: CoachAchievementSection) =>
  `${sections[key].filter((badge) => badge.achieved).length} of ${sections[key].length} achieved`;

function Overview({
  sections,
  onSeeMore,
}: {
  sections: CoachAchievementSections;
  onSeeMore: (key: CoachAchievementSection) => void;
}) {
  return (
    <Stack gap="xl">
      {COACH_BADGE_SECTIONS.map(({ key, title, summary }) => (
        <Stack key={key} gap="sm" component="section" aria-label={title} data-testid={`coach-badges-${key}`}>
          <Group justify="space-between" align="flex-end" gap="xs">
            <Stack gap={0}>
              <Title order={3} fz="md" c="brand.7" style={{ letterSpacing: '0.06em' }}>
                {title}
              </Title>
              <Text c="dimmed" fz="sm">
                {summary(sections[key])} · {achievedLabel(sections, key)}
              </Text>
            </Stack>
            <Button variant="light" size="compact-sm" onClick={() => onSeeMore(key)} aria-label={`See more ${title}`}>
              See more
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm" verticalSpacing="md">
            {sections[key].slice(0, ELEARNING.achievementsPerSection).map((badge) => (
              <CoachBadgeTile key={badge.id} badge={badge} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The coach achievements modal: four sections (certifications, lifetime clients, client action steps
 * taken, client goals achieved) of six badges each; See more opens a section's every badge, with Back.
 */
export function CoachAchievementsModal({ opened, onClose, sections, failed }: CoachAchievementsModalProps) {
  const sectionOf = (key: CoachAchievementSection) => COACH_BADGE_SECTIONS.find((candidate) => candidate.key === key)!;
  return (
    <AchievementsModalFrame<CoachAchievementSection>
      opened={opened}
      onClose={onClose}
      title="MY ACHIEVEMENTS"
      sectionTitle={(key) => sectionOf(key).title}
    >
      {(detail, setDetail) => {
        const section = detail && sectionOf(detail);
        return !sections ? (
          failed ? (
            <Alert color="red" title="Error">
              Sorry, we could not load your achievements. Please try again later.
            </Alert>
          ) : (
            <Center mih={240}>
              <Loader aria-label="Loading your achievements" />
            </Center>
          )
        ) : section ? (
          <Stack data-testid="coach-badges-detail">
            <Group justify="space-between">
              <Button variant="subtle" size="compact-md" px={0} onClick={() => setDetail(null)}>
                {'< BACK'}
              </Button>
              <Text c="dimmed" fz="sm">
                {section.summary(sections[section.key])} · {achievedLabel(sections, section.key)}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="md" verticalSpacing="lg">
              {sections[section.key].map((badge) => (
                <CoachBadgeTile key={badge.id} badge={badge} />
              ))}
            </SimpleGrid>
          </Stack>
        ) : (
          <Overview sections={sections} onSeeMore={setDetail} />
        );
      }}
    </AchievementsModalFrame>
  );
}
