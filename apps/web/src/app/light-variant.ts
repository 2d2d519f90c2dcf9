import {
  alpha,
  defaultVariantColorsResolver,
  parseThemeColor,
  rgba,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The light variant as Mantine 8 drew it, which the app's colours and contrast checks were chosen for
 * (Mantine 9 fills it with shade 1, or with the whole colour when a shade is named): a 10% tint of the
 * colour behind text in that colour (decision 100).
 */
export const lightVariantResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return resolved;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade === undefined) return resolved;
  const color = input.theme.colors[parsed.color]![parsed.shade]!;
  return {
    ...resolved,
    background: rgba(color, 0.1),
    hover: rgba(color, 0.12),
    color: `var(--mantine-color-${parsed.color}-${Math.min(parsed.shade, 6)})`,
  };
};

/** The light variant's background variables of one colour, as Mantine 8 set them. */
export function lightVariantTints(name: string, shades: MantineColorsTuple, shade: number): Record<string, string> {
  return {
    [`--mantine-color-${name}-light`]: alpha(shades[shade]!, 0.1),
    [`--mantine-color-${name}-light-hover`]: alpha(shades[shade]!, 0.12),
  };
}
