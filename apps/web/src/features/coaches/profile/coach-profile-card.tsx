import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { CoachOwnProfile } from '@oola/domain';
import { FocusBadges } from '../directory';
import { CoachPicture } from './coach-picture';
import classes from './coach-profile.module.css';

export interface CoachProfileCardProps {
  profile: CoachOwnProfile;
  onSeeListing: () => void;
  onEditProfile: () => void;
  /** The My achievements button (the coach portal places its own). */
  achievementsButton?: ReactNode;
}

const location = (profile: CoachOwnProfile) => [profile.city, profile.state].filter(Boolean).join(', ');

/** The coach portal's profile card: picture, name, listing summary, See Directory Listing and Edit profile. */
export function CoachProfileCard({ profile, onSeeListing, onEditProfile, achievementsButton }: CoachProfileCardProps) {
  const name = `${profile.firstName} ${profile.lastName}`;
  const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase();
  const rate = profile.sessionRates.find((item) => item.selected);
  return (
    <Paper className={classes.card} radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="md" withBorder>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <CoachPicture pictureUrl={profile.pictureUrl} name={name} initials={initials} />
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {name}
          </Title>
          <Text c="dimmed" fw={600}>
            {location(profile) || 'Add your location in Edit profile'}
          </Text>
          <FocusBadges areaIds={profile.focusAreaIds} certified />
          {profile.listingPageHeader ? (
            <Text fw={700} c="brand.7" mt={4}>
              {profile.listingPageHeader}
            </Text>
          ) : (
            <Text c="dimmed" mt={4}>
              Your listing is empty. Save your profile and bio to appear in the coach directory.
            </Text>
          )}
          {rate && (
            <Text size="sm" c="dimmed">
              Session rate: <strong>{rate.description}</strong>
            </Text>
          )}
        </Stack>
      </Group>
      <Group mt="lg" gap="sm">
        <Tooltip label="Save your profile and bio first" disabled={profile.listed} withArrow>
          <Button variant="light" onClick={onSeeListing} disabled={!profile.listed}>
            SEE DIRECTORY LISTING
          </Button>
        </Tooltip>
        <Button onClick={onEditProfile}>EDIT PROFILE</Button>
        {achievementsButton}
      </Group>
    </Paper>
  );
}
