import type { CSSProperties, ReactNode } from 'react';
import { Box, rem, useMantineTheme, type BoxProps, type MantineColor } from '@mantine/core';
import classes from './round-icon.module.css';

interface RoundIconProps extends BoxProps {
  /** A theme colour (`green.9`, `brand`) or a CSS colour; the icon takes a text colour that reads on it. */
  color: MantineColor;
  /** Width and height in px. */
  size: number;
  children: ReactNode;
  role?: string;
  'aria-label'?: string;
  'aria-hidden'?: boolean | 'true';
}

/**
 * An icon on a filled disc, as Mantine's ThemeIcon with radius="xl" draws it. ThemeIcon passes its
 * `color` and `radius` props on to its <div> as attributes HTML does not have (Mantine 8.3), and a
 * <div> may not stand in a button or a list item's icon <span>: this is a <span> with neither.
 */
export function RoundIcon({ color, size, style, ...props }: RoundIconProps) {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({ color, theme, variant: 'filled', autoContrast: theme.autoContrast });
  const vars = {
    '--round-icon-size': rem(size),
    '--round-icon-bg': colors.background,
    '--round-icon-color': colors.color,
  } as CSSProperties;
  return <Box component="span" className={classes.icon} style={[vars, style]} {...props} />;
}
