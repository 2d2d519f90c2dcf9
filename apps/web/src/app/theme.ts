import { createTheme, getPrimaryShade, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { readableTone } from '../lib/contrast';
import { areaColorTuples } from '../ui/area-color';
import { lightVariantResolver, lightVariantTints } from './light-variant';

const brand: MantineColorsTuple = [
  '#e9f0fb',
  '#cfdcf2',
  '#9db7e3',
  '#6891d4',
  '#3f71c7',
  '#2a5ea9',
  '#1f4d8e',
  '#1f3a68',
  '#182e54',
  '#101f3a',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, ...areaColorTuples },
  // Filled colours take black text where white would not reach 4.5:1: above this luminance
  // (1.05 / 4.5 - 0.05), white falls short and black passes.
  autoContrast: true,
  variantColorResolver: lightVariantResolver,
  luminanceThreshold: 0.183,
  fontFamily: 'Montserrat, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Montserrat, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '800' },
  defaultRadius: 'md',
  // Mantine 9 sets labels, menu items and notification titles in "medium" (600); Mantine 8 set them in 500
  // and only buttons in 600: these keep the app's weights as they were (decision 100).
  fontWeights: { medium: '500' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    Button: { defaultProps: { radius: 'xl' }, styles: { root: { letterSpacing: '0.04em', fontWeight: 600 } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    DateInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear the date' } } },
    Carousel: {
      defaultProps: {
        previousControlProps: { 'aria-label': 'Previous slide' },
        nextControlProps: { 'aria-label': 'Next slide' },
      },
    },
  },
});

/**
 * Text that reaches WCAG AA (4.5:1) on the app's light backgrounds: the dimmed grey, error messages,
 * and every colour where it is text (c="red", the light, subtle and outline variants) in a tone
 * darkened just enough; the colours themselves stay as they are for fills.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const shade = getPrimaryShade(resolved, 'light');
  // The darkest light surface that text sits on: selected rows and the latest wheel card (brand 0).
  const surface = brand[0];
  const tones = Object.fromEntries(
    Object.entries(resolved.colors).map(([name, shades]) => [name, readableTone(shades[shade], surface)]),
  );
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': '#646c73',
      '--mantine-color-error': tones.red!,
      ...Object.assign(
        {},
        ...Object.entries(resolved.colors).map(([name, shades]) => lightVariantTints(name, shades, shade)),
      ),
      ...Object.fromEntries(
        Object.entries(tones).flatMap(([name, tone]) =>
          ['text', 'light-color', 'outline'].map((variable) => [`--mantine-color-${name}-${variable}`, tone]),
        ),
      ),
    },
    dark: {},
  };
};
