import { Text } from '@mantine/core';

/** The small capitals above a badge announcement: 'NEW ACHIEVEMENTS UNLOCKED' or 'NEW COACH BADGES UNLOCKED'. */
export function BadgeModalTitle({ heading }: { heading: string }) {
  return (
    <Text span fz="xs" fw={800} c="area1" style={{ letterSpacing: '0.14em' }}>
      {heading}
    </Text>
  );
}

/** Centres the title across the whole modal. */
export const BADGE_MODAL_STYLES = { title: { width: '100%', textAlign: 'center' as const } };
