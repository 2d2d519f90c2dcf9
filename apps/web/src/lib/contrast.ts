import { darken, luminance, toRgba } from '@mantine/core';

/** WCAG AA for normal text. */
const AA_TEXT = 4.5;

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** White text where it reaches 4.5:1 on the colour, otherwise the dark navy (WCAG AA). */
export function textOn(background: string): string {
  return contrastRatio('#ffffff', background) >= AA_TEXT ? '#ffffff' : '#101f3a';
}

/** The colour at `opacity` over an opaque background, as one opaque colour. */
function over(background: string, color: string, opacity: number): string {
  const top = toRgba(color);
  const bottom = toRgba(background);
  const mix = (upper: number, lower: number) => Math.round(upper * opacity + lower * (1 - opacity));
  return `rgb(${mix(top.r, bottom.r)}, ${mix(top.g, bottom.g)}, ${mix(top.b, bottom.b)})`;
}

/**
 * The colour as text that reaches 4.5:1 on the surface and on the colour's own light tint over it
 * (Mantine's light variants, 10%): the colour itself where it does, otherwise darkened just enough.
 */
export function readableTone(color: string, surface: string): string {
  const tint = over(surface, color, 0.1);
  let tone = color;
  for (let step = 1; contrastRatio(tone, tint) < AA_TEXT; step++) tone = darken(color, step * 0.02);
  return tone;
}
