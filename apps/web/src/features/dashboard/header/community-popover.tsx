import { Button, Popover, Text } from '@mantine/core';
import { navButtonStyles } from './nav-styles';

/** COMMUNITY: a pop-over about the inaugural summit. */
export function CommunityPopover({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <Popover width={260} position="bottom" withArrow shadow="md" radius="md">
      <Popover.Target>
        <Button {...navButtonStyles(fullWidth)}>COMMUNITY</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={800} fz="sm" c="brand.7">
          Our community is growing!
        </Text>
        <Text fz="sm">The inaugural summit is on September 18th.</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
