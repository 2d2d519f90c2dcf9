import { colorsTuple, createTheme, type MantineColorsTuple } from '@mantine/core';
import { AREAS } from '@oola/domain';

/** One Mantine colour per life area, named area1 … area7. */
const areaColors = Object.fromEntries(AREAS.map((area) => [`area${area.id}`, colorsTuple(area.color)])) as Record<
  string,
  MantineColorsTuple
>;

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
  colors: { brand, ...areaColors },
  fontFamily: 'Montserrat, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Montserrat, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '800' },
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    Button: { defaultProps: { radius: 'xl' }, styles: { root: { letterSpacing: '0.04em' } } },
  },
});
