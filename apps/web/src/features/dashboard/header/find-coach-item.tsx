import { useEffect, useState } from 'react';
import { Button, Popover, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { COACHING } from '@oola/domain';
import { LockGlyph } from '../locked/lock-image';
import { navButtonStyles } from './nav-styles';

/** FIND A COACH; disabled for non-subscribers, with a lock pop-over that hides after 5 seconds. */
export function FindCoachItem({
  locked,
  fullWidth = false,
  onNavigate,
}: {
  locked: boolean;
  fullWidth?: boolean;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const [hint, setHint] = useState(false);
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(false), COACHING.lockPopoverHideMs);
    return () => clearTimeout(timer);
  }, [hint]);
  if (!locked) {
    return (
      <Button
        {...navButtonStyles(fullWidth)}
        onClick={() => {
          onNavigate?.();
          navigate('/coachDirectory');
        }}
      >
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
        <Text fz="sm">Become a subscriber to the lifestyle framework to find a coach who keeps you on track.</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
