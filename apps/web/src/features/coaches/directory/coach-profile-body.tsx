import type { ReactNode } from 'react';
import { Anchor, Divider, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { CoachPublicListing } from '@oola/domain';
import { CoachAvatar } from './coach-avatar';
import { CoachBookingAction } from './coach-booking-action';
import { coachLocation } from './coach-card';
import classes from './coach-directory.module.css';
import { FocusBadges } from './focus-badges';

const SOCIAL = [
  { key: 'facebook', label: 'Facebook', url: (user: string) => `https://www.facebook.com/${user}` },
  { key: 'instagram', label: 'Instagram', url: (user: string) => `https://www.instagram.com/${user}` },
  { key: 'linkedIn', label: 'LinkedIn', url: (user: string) => `https://www.linkedin.com/in/${user}` },
  { key: 'youTube', label: 'YouTube', url: (user: string) => `https://www.youtube.com/@${user}` },
  { key: 'twitter', label: 'X (Twitter)', url: (user: string) => `https://x.com/${user}` },
  { key: 'tikTok', label: 'TikTok', url: (user: string) => `https://www.tiktok.com/@${user}` },
] as const;

const attribution = (coach: CoachPublicListing) =>
  [coach.testimonialFullName, coach.testimonialLocation].filter(Boolean).join(', ');

export interface CoachProfileBodyProps {
  coach: CoachPublicListing;
  /** Shown after the social links (a member's view adds the coach's contact details). */
  extra?: ReactNode;
  /** Shown beside the booking button (a member's view adds the choice of this coach). */
  action?: ReactNode;
  /** The member's own coach: BOOK A SESSION opens the booking panel here. */
  onBook?: () => void;
}

/** A coach's listing: who they are, their offer, their links, their rate and how to book. */
export function CoachProfileBody({ coach, extra, action, onBook }: CoachProfileBodyProps) {
  return (
    <Stack gap="lg">
      {coach.coverUrl && <Image src={coach.coverUrl} alt="" radius="md" className={classes.cover} />}
      <Group wrap="nowrap" align="flex-start" gap="lg">
        <CoachAvatar coach={coach} size={96} />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={2} fz={{ base: 22, sm: 28 }}>
            {coach.firstName} {coach.lastName}
          </Title>
          <Text c="dimmed">
            {coachLocation(coach)} · Speaks {coach.primaryLanguage}
          </Text>
          <FocusBadges areaIds={coach.focusAreaIds} certified={coach.isCertified} />
        </Stack>
      </Group>
      <Text fz="lg" fw={700} c="brand.7">
        {coach.listingPageHeader}
      </Text>
      <div>
        <Title order={4} mb={6}>
          My offer
        </Title>
        <Text lh={1.6}>{coach.myOffer}</Text>
      </div>
      <div>
        <Title order={4} mb={6}>
          About me
        </Title>
        <Text lh={1.6}>{coach.aboutMe}</Text>
      </div>
      {coach.testimonial && (
        <blockquote className={classes.quote}>
          <Text fs="italic">{coach.testimonial}</Text>
          {attribution(coach) && (
            <Text size="sm" fw={700} mt={6} fs="normal">
              {attribution(coach)}
            </Text>
          )}
        </blockquote>
      )}
      <Group gap="md">
        {coach.websiteUrl && (
          <Anchor href={coach.websiteUrl} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
            Website
          </Anchor>
        )}
        {SOCIAL.map(({ key, label, url }) => {
          const user = coach.social[key];
          return user ? (
            <Anchor key={key} href={url(user)} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
              {label}
            </Anchor>
          ) : null;
        })}
      </Group>
      {extra}
      <Divider />
      <Group justify="space-between" align="center">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Session rate
          </Text>
          <Text fz={24} fw={800}>
            {coach.sessionRate !== null ? `$${coach.sessionRate}` : 'Ask me'}
            {coach.sessionRate !== null && (
              <Text span c="dimmed" fz="sm" fw={500}>
                {' '}
                per session
              </Text>
            )}
          </Text>
        </div>
        <Group gap="sm">
          <CoachBookingAction coach={coach} onBook={onBook} secondary={Boolean(action)} />
          {action}
        </Group>
      </Group>
    </Stack>
  );
}
