import { useEffect, useState } from 'react';
import { Box, Group, Popover, Skeleton, Stack, Text } from '@mantine/core';
import { COACHING, TODO_MESSAGES } from '@oola/domain';
import { Locked } from '../../ui/locked/locked-section';

/** The to-do list of a non-subscriber: locked, with a hover pop-over inviting them to subscribe (hides after 5 s). */
export function TodoLocked() {
  const [hint, setHint] = useState(false);
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(false), COACHING.lockPopoverHideMs);
    return () => clearTimeout(timer);
  }, [hint]);
  return (
    // A hover hint on the locked list, not a control of its own: the upgrade button inside is that.
    <Popover opened={hint} onChange={setHint} width={280} position="top" withArrow shadow="md" withRoles={false}>
      <Popover.Target>
        <Box onMouseEnter={() => setHint(true)} onMouseLeave={() => setHint(false)} data-testid="todo-locked">
          <Locked label="your to-do list">
            <Stack gap="xs">
              {[0, 1, 2].map((row) => (
                <Group key={row} gap="sm" wrap="nowrap">
                  <Skeleton height={24} circle animate={false} />
                  <Skeleton height={14} radius="xl" animate={false} />
                </Group>
              ))}
            </Stack>
          </Locked>
        </Box>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fz="sm">{TODO_MESSAGES.locked}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
