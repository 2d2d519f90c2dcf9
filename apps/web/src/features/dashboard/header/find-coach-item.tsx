import { useEffect, useState } from 'react';
import { Button, Popover, Text } from '@mantine/core';
import { COACHING, FIND_COACH_MESSAGES } from '@oola/domain';
import { LockGlyph } from '../../../ui/locked/lock-image';
import { navButtonStyles } from './nav-styles';

/**
 * FIND A COACH opens the Find Coach modal (`onOpen`); disabled for non-subscribers, with a lock
 * pop-over that hides after 5 seconds.
 */
export function FindCoachItem({
  locked,
  fullWidth = false,
  onOpen,
}: {
  locked: boolean;
  fullWidth?: boolean;
  onOpen: () => void;
}) {
  const [hint, setHint] = useState(false);
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(false), COACHING.lockPopoverHideMs);
    return () => clearTimeout(timer);
  }, [hint]);
  if (!locked) {
    return (
      <Button {...navButtonStyles(fullWidth)} onClick={onOpen}>
        FIND A COACH
      </Button>
    );
  }
  return (
    <Popover opened={hint} onChange={setHint} width={260} position="bottom" withArrow shadow="md">
      <Popover.Target>
        {/* Looks disabled but stays focusable, so that keyboards reach the hint too. */}
        <Button
          {...navButtonStyles(fullWidth)}
          data-disabled
          aria-disabled
          leftSection={<LockGlyph size={14} />}
          onClick={() => setHint(true)}
          onMouseEnter={() => setHint(true)}
        >
          FIND A COACH
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fz="sm">{FIND_COACH_MESSAGES.subscriberOnly}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
