function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White text where it reaches 4.5:1 on the colour, otherwise the dark navy (WCAG AA). */
export function textOn(background: string): string {
  return 1.05 / (luminance(background) + 0.05) >= 4.5 ? '#ffffff' : '#101f3a';
}
