/**
 * The web theme's brand colours (apps/web/src/app/theme.ts, the `brand` tuple) for e-mail, which
 * cannot read Mantine's CSS variables: shade 7 is the primary colour, 6 links, 0 tints.
 */
export const EMAIL_BRAND = {
  primary: '#1f3a68',
  link: '#1f4d8e',
  tint: '#e9f0fb',
  page: '#f4f6fb',
  text: '#1f2933',
  muted: '#52606d',
  border: '#cfdcf2',
  fontFamily: 'Montserrat, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;
