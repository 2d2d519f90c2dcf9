import { lazy, Suspense, useState } from 'react';
import { Avatar, Badge, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  achievementDefinition,
  GOAL_COUNT_BADGE_ID,
  type Achievement,
  type AchievementGroups,
  type AmbassadorProfile,
} from '@oola/domain';
import { BadgeImage } from '../../../ui/achievements/badge-image';
import { useAmbassadorProfile } from '../api';

const AchievementsModal = lazy(() =>
  import('../../../ui/achievements/achievements-modal').then((m) => ({ default: m.AchievementsModal })),
);

type LatestAchievement = AmbassadorProfile['latestAchievements'][number];

/** The public profile carries only the latest achievements; group them for the modal (public mode). */
export function groupPublicAchievements(latest: LatestAchievement[]): AchievementGroups {
  const groups: AchievementGroups = { badges: [], milestones: [], streaks: [] };
  for (const item of latest) {
    const definition = achievementDefinition(item.id);
    const achievement: Achievement = {
      id: item.id,
      achievementName: item.achievementName,
      achieved: item.achieved,
      displayed: true,
      achievementValue: Number(item.achievementValue ?? definition?.value ?? 0) || 0,
      fileName: item.fileName ?? '',
      completionDate: null,
      congratsMessage: '',
      socialMediaTitle: '',
      socialMediaMessage: '',
      socialMediaImageUrl: null,
      webAlias: null,
    };
    groups[definition?.category ?? 'badges'].push(achievement);
  }
  return groups;
}

function pictureUrl(fileName: string | null): string | undefined {
  if (!fileName) return undefined;
  return /^(https?:)?\//.test(fileName) ? fileName : `/media/profile/${fileName}`;
}

/** The ambassador's public profile card, shown first on a referrer's site. */
export default function AmbassadorProfileCard({ webAlias }: { webAlias: string }) {
  const { data: profile } = useAmbassadorProfile(webAlias);
  const [opened, setOpened] = useState(false);
  if (!profile) return null;
  const name = `${profile.firstName} ${profile.lastName}`;
  const groups = groupPublicAchievements(profile.latestAchievements);
  return (
    <Box py={32} bg="linear-gradient(180deg, #eef3fb, #f7f8fb)">
      <Container size="lg">
        <Paper radius="xl" p={{ base: 'lg', sm: 'xl' }} shadow="md" withBorder data-testid="ambassador-card">
          <Group gap="xl" wrap="wrap" justify="space-between">
            <Group gap="lg" wrap="nowrap">
              <Avatar
                src={pictureUrl(profile.pictureFileName)}
                alt={name}
                size={96}
                radius={48}
                color="brand"
                variant="filled"
              >
                {profile.firstName[0]}
                {profile.lastName[0]}
              </Avatar>
              <Stack gap={4}>
                <Text fz="xs" fw={800} tt="uppercase" lts="0.14em" c="gray.7">
                  Your {profile.rank ? profile.rank.toLowerCase() : 'ambassador'}
                </Text>
                <Title order={2} fz={{ base: 24, sm: 30 }} c="brand.8">
                  {name}
                </Title>
                <Group gap="xs">
                  <Badge color="area6" variant="filled">
                    {profile.rank} · level {profile.rankLevel}
                  </Badge>
                  <Badge color="brand" variant="light" data-testid="customer-level">
                    {profile.customerLevel.toUpperCase()}
                  </Badge>
                </Group>
              </Stack>
            </Group>
            <Group gap="lg" wrap="wrap">
              <Stack gap={0} align="center">
                <BadgeImage
                  id={GOAL_COUNT_BADGE_ID}
                  achieved
                  goalsCompleted={profile.goalsCompleted}
                  size={72}
                  title="Goals completed"
                />
                <Text fz="xs" fw={700} c="gray.7">
                  {profile.goalsCompleted} goals completed
                </Text>
              </Stack>
              {profile.latestAchievements.slice(0, 3).map((item) => (
                <Stack key={item.id} gap={0} align="center" maw={90} ta="center">
                  <BadgeImage id={item.id} achieved={item.achieved} size={60} title={item.achievementName} />
                  <Text fz="xs" c="gray.7" lineClamp={2}>
                    {item.achievementName}
                  </Text>
                </Stack>
              ))}
              <Button variant="light" onClick={() => setOpened(true)}>
                My achievements
              </Button>
            </Group>
          </Group>
        </Paper>
      </Container>
      {opened && (
        <Suspense fallback={null}>
          <AchievementsModal
            opened={opened}
            onClose={() => setOpened(false)}
            achievements={groups}
            goalsCompleted={profile.goalsCompleted}
            title={`${profile.firstName.toUpperCase()}'S ACHIEVEMENTS`}
          />
        </Suspense>
      )}
    </Box>
  );
}
