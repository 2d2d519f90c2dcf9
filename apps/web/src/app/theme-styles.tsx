import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  useMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver } from './theme';

type Scheme = keyof ConvertCSSVariablesInput;

const defaults = defaultCssVariablesResolver(DEFAULT_THEME);

/**
 * The theme's CSS variables and the hiddenFrom/visibleFrom classes, which MantineProvider would write as
 * `<style>` elements in the body (not allowed there): here React hoists them into the head. The variables
 * that equal Mantine's defaults are left out, as MantineProvider does (its stylesheet has them).
 */
export function ThemeStyles() {
  const theme = useMantineTheme();
  const base = defaultCssVariablesResolver(theme);
  const own = cssVariablesResolver(theme);
  const changed = (scheme: Scheme) =>
    Object.fromEntries(
      Object.entries({ ...base[scheme], ...own[scheme] }).filter(
        ([name, value]) => (defaults[scheme] as Record<string, string>)[name] !== value,
      ),
    );
  const variables = convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  });
  const classes = Object.entries(theme.breakpoints)
    .map(([name, width]) => {
      const below = `${parseFloat(width) - 0.00625}em`;
      return `@media (max-width: ${below}) {.mantine-visible-from-${name} {display: none !important;}}@media (min-width: ${width}) {.mantine-hidden-from-${name} {display: none !important;}}`;
    })
    .join('');
  return (
    <style href="oola-theme" precedence="mantine">
      {variables + classes}
    </style>
  );
}
