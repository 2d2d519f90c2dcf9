import type { ButtonProps } from '@mantine/core';

/** The look of a menu entry: compact text buttons in the bar, full-width rows in the drawer. */
export function navButtonStyles(fullWidth: boolean): ButtonProps {
  return {
    variant: 'subtle',
    color: 'brand',
    size: fullWidth ? 'md' : 'compact-sm',
    fullWidth,
    justify: fullWidth ? 'flex-start' : 'center',
    fz: fullWidth ? 'sm' : 12,
    fw: 700,
  };
}
