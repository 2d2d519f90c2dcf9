import { ActionIcon, Tooltip } from '@mantine/core';
import { Link } from 'react-router';

/** A card outline (the payments link). */
function CardIcon({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
      <rect x="3" y="5.5" width="18" height="13" rx="2.2" />
      <path d="M3 10h18M6.5 15h4" />
    </svg>
  );
}

/**
 * PAYMENTS in the wide bar: the card icon beside the time zone (the bar has no room for one more word
 * at 1200 px with a coach's menu); the drawer lists it as text.
 */
export function PaymentsLink() {
  return (
    <Tooltip label="Payments & sessions" withArrow>
      <ActionIcon
        component={Link}
        to="/billing"
        variant="subtle"
        size={40}
        radius="xl"
        aria-label="Payments & sessions"
        visibleFrom="lg"
      >
        <CardIcon />
      </ActionIcon>
    </Tooltip>
  );
}
