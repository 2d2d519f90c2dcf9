import type { ReactNode } from 'react';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { Link } from 'react-router';

function LineIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
      {children}
    </svg>
  );
}

/**
 * The member's own pages in the wide bar: one icon beside the time zone opening PAYMENTS and SETTINGS
 * (the bar has no room for more words, or a second icon, at 1200 px with a coach's menu); the drawer
 * lists the same entries as text (nav-items.tsx).
 */
export function AccountMenu() {
  return (
    <Menu position="bottom-end" withArrow shadow="md" width={220}>
      <Menu.Target>
        <Tooltip label="My account" withArrow>
          <ActionIcon variant="subtle" size={40} radius="xl" aria-label="My account" visibleFrom="lg">
            <LineIcon size={22}>
              <circle cx="12" cy="8" r="4" />
              <path d="M4.5 20.5c1.2-4 4.2-6 7.5-6s6.3 2 7.5 6" />
            </LineIcon>
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to="/billing"
          leftSection={
            <LineIcon size={18}>
              <rect x="3" y="5.5" width="18" height="13" rx="2.2" />
              <path d="M3 10h18M6.5 15h4" />
            </LineIcon>
          }
        >
          Payments & sessions
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/settings/notifications"
          leftSection={
            <LineIcon size={18}>
              <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
              <circle cx="16" cy="7" r="2" />
              <circle cx="10" cy="17" r="2" />
            </LineIcon>
          }
        >
          Settings
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
