import { ActionIcon, Tooltip } from '@mantine/core';
import { Link } from 'react-router';

/** The signed-in header's way to the support chat inbox; the header shows it to staff only. */
export function SupportInboxLink() {
  return (
    <Tooltip label="Support chats" withArrow>
      <ActionIcon
        component={Link}
        to="/support/chats"
        variant="subtle"
        size={40}
        radius="xl"
        aria-label="Support chats"
        data-testid="support-inbox-link"
      >
        <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
          <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
          <path d="M8 9.5h8M8 12.5h5" strokeLinecap="round" />
        </svg>
      </ActionIcon>
    </Tooltip>
  );
}
