import { ActionIcon, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { PENDING_DELETIONS_PATH } from './paths';

/** The signed-in header's way to the accounts scheduled for deletion; the header shows it to staff only. */
export function PendingDeletionsLink() {
  return (
    <Tooltip label="Pending deletions" withArrow>
      <ActionIcon
        component={Link}
        to={PENDING_DELETIONS_PATH}
        variant="subtle"
        size={40}
        radius="xl"
        aria-label="Pending deletions"
      >
        <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
          <circle cx="10" cy="8" r="4" />
          <path d="M3 20c0-3.3 3.1-6 7-6 1.4 0 2.7.3 3.8.9" strokeLinecap="round" />
          <path d="m16 16 5 5m0-5-5 5" strokeLinecap="round" />
        </svg>
      </ActionIcon>
    </Tooltip>
  );
}
