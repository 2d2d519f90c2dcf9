import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CoachCard as Coach } from '@oola/domain';
import { CoachAvatar } from './coach-avatar';
import liftCard from '../../../ui/lift-card.module.css';
import { FocusBadges } from './focus-badges';

export function coachLocation(coach: { city: string; state: string; country: string }): string {
  return [coach.city, coach.state || coach.country].filter(Boolean).join(', ');
}

/** A coach in a list; `children` (e.g. why the coach was picked) go below the badges. */
export function CoachCard({ coach, onSelect, children }: { coach: Coach; onSelect: () => void; children?: ReactNode }) {
  const name = `${coach.firstName} ${coach.lastName}`;
  return (
    <UnstyledButton onClick={onSelect} className={liftCard.card}>
      <Paper withBorder radius="lg" p="lg" h="100%">
        <Stack gap="sm" h="100%">
          <Group wrap="nowrap" gap="md">
            <CoachAvatar coach={coach} size={64} />
            <div style={{ minWidth: 0 }}>
              <Text fw={800} fz="lg" lh={1.2}>
                {name}
              </Text>
              <Text size="sm" c="dimmed">
                {coachLocation(coach)}
                {coach.distanceMiles !== null && ` · ${coach.distanceMiles} mi away`}
              </Text>
            </div>
          </Group>
          <Text fw={600} c="brand.7" lh={1.35} style={{ flex: 1 }}>
            {coach.listingPageHeader}
          </Text>
          <FocusBadges areaIds={coach.focusAreaIds} certified={coach.isCertified} />
          {children}
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
