import { ActionIcon, Tooltip } from '@mantine/core';
import { Link } from 'react-router';

/** The signed-in header's way to the outbox; the header shows it to staff only. */
export function OutboxLink() {
  return (
    <Tooltip label="Outbox" withArrow>
      <ActionIcon component={Link} to="/support/outbox" variant="subtle" size={40} radius="xl" aria-label="Outbox">
        <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3.5 6.5 8.5 6.5 8.5-6.5" strokeLinejoin="round" />
        </svg>
      </ActionIcon>
    </Tooltip>
  );
}
