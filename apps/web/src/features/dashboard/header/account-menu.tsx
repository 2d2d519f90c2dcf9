import { useState } from 'react';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { ACCOUNT_LINKS, AccountIcon } from './account-links';

/**
 * The member's own pages in the wide bar: one icon beside the time zone opening PROFILE & SIGN-IN,
 * PAYMENTS and SETTINGS (the bar has no room for more words, or a second icon, at 1200 px with a
 * coach's menu); the drawer
 * lists the same entries under the same heading (nav-items.tsx).
 */
export function AccountMenu() {
  const [opened, setOpened] = useState(false);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" width={230}>
      <Menu.Target>
        {/* The open menu says "My account" itself; the tooltip would cover its top. */}
        <Tooltip label="My account" withArrow disabled={opened}>
          <ActionIcon variant="subtle" size={40} radius="xl" aria-label="My account" visibleFrom="lg">
            <AccountIcon size={22} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>My account</Menu.Label>
        {ACCOUNT_LINKS.map((link) => (
          <Menu.Item key={link.item} component={Link} to={link.to} leftSection={link.icon(18)} fw={600}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
