import type { ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A menu entry shown in the wide bar as an icon beside the time zone (the bar has no room for more
 * words at 1200 px with a coach's menu); the drawer lists the same entry as text (nav-items.tsx).
 */
function HeaderIconLink({ label, to, children }: { label: string; to: string; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon component={Link} to={to} variant="subtle" size={40} radius="xl" aria-label={label} visibleFrom="lg">
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
      {children}
    </svg>
  );
}

/** PAYMENTS: a card outline. */
export function PaymentsLink() {
  return (
    <HeaderIconLink label="Payments & sessions" to="/billing">
      <LineIcon>
        <rect x="3" y="5.5" width="18" height="13" rx="2.2" />
        <path d="M3 10h18M6.5 15h4" />
      </LineIcon>
    </HeaderIconLink>
  );
}

/** SETTINGS (e-mail notifications, the streak pause): a sliders outline. */
export function SettingsLink() {
  return (
    <HeaderIconLink label="Settings" to="/settings/notifications">
      <LineIcon>
        <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
        <circle cx="16" cy="7" r="2" />
        <circle cx="10" cy="17" r="2" />
      </LineIcon>
    </HeaderIconLink>
  );
}
