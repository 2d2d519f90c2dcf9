import { useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { USER_TYPE } from '@oola/domain';
import { useSession } from '../../../lib/session';
import { useSettings } from '../../../lib/settings';
import { AchievementsModal, BadgeImage } from '../../../ui/achievements';
import { useProfileInformation } from '../../achievements';
import { openUpgrade } from '../../../ui/locked/upgrade-modal';
import { ProfilePicture } from './profile-picture';

/** Profile card: picture, greeting, level, Upgrade Account (non-subscribers), latest badges and My achievements. */
export function ProfileCard() {
  const session = useSession();
  const settings = useSettings();
  const profile = useProfileInformation();
  const [achievementsOpen, setAchievementsOpen] = useState(false);
  const publicView = session?.publicProfile === 1;
  const data = profile.data;

  return (
    <Paper
      radius="lg"
      shadow="xs"
      withBorder
      h="100%"
      style={{ overflow: 'hidden', borderColor: 'var(--mantine-color-gray-2)' }}
      data-testid="profile-card"
    >
      <div style={{ height: 84, background: 'linear-gradient(120deg, #1f3a68 0%, #2a5ea9 55%, #2e9e4f 100%)' }} />
      <Stack align="center" gap="xs" px="lg" pb="lg" mt={-56}>
        {data ? (
          <ProfilePicture
            fileName={data.pictureFileName}
            initials={`${data.firstName[0] ?? ''}${data.lastName[0] ?? ''}`}
            editable={!publicView}
          />
        ) : (
          <Skeleton circle height={112} />
        )}
        {!publicView && (
          <Title order={3} ta="center" fz={22}>
            {data ? `Hi, ${data.firstName}!` : <Skeleton height={24} width={140} />}
          </Title>
        )}
        {data && (
          <Group gap={6}>
            <Badge variant="light" color="brand" radius="sm">
              {data.customerLevel}
            </Badge>
            {data.userTypeId === USER_TYPE.nonSubscriber && (
              <Badge variant="light" color="gray" radius="sm">
                Free member
              </Badge>
            )}
          </Group>
        )}
        {data?.userTypeId === USER_TYPE.nonSubscriber && (
          <Button color="yellow.6" c="dark.8" onClick={() => openUpgrade(settings.links.upgrade)}>
            Upgrade Account
          </Button>
        )}
        <Text fz="xs" fw={700} c="dimmed" mt="xs" style={{ letterSpacing: '0.08em' }}>
          LATEST ACHIEVEMENTS
        </Text>
        <Group gap={6} justify="center" mih={64} data-testid="latest-badges">
          {data && data.latestAchievements.length === 0 && (
            <Text fz="sm" c="dimmed">
              Your first badge is one step away.
            </Text>
          )}
          {data?.latestAchievements.map((achievement) => (
            <Tooltip key={achievement.id} label={achievement.achievementName} withArrow>
              <span>
                <BadgeImage
                  id={achievement.id}
                  achieved
                  goalsCompleted={data.goalsCompleted}
                  size={60}
                  title={achievement.achievementName}
                />
              </span>
            </Tooltip>
          ))}
        </Group>
        <Button variant="light" fullWidth onClick={() => setAchievementsOpen(true)} disabled={!data}>
          My achievements
        </Button>
      </Stack>
      {data && (
        <AchievementsModal
          opened={achievementsOpen}
          onClose={() => setAchievementsOpen(false)}
          achievements={data.achievements}
          goalsCompleted={data.goalsCompleted}
        />
      )}
    </Paper>
  );
}
