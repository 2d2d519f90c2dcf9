/** Line icons for the seven life areas, drawn in SVG (no image requests). */
const PATHS: Record<string, string> = {
  FITNESS: 'M6 12h2m8 0h2M8 8v8m8-8v8M8 12h8M3 10v4m18-4v4',
  FINANCE: 'M12 3v18M16.5 7.5c0-1.7-2-3-4.5-3s-4.5 1.3-4.5 3 2 2.6 4.5 3 4.5 1.3 4.5 3-2 3-4.5 3-4.5-1.3-4.5-3',
  FAMILY: 'M3 11 12 4l9 7M5 10v10h14V10M10 20v-6h4v6',
  FIELD: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  FAITH:
    'M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  FRIENDS:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M12 16.5c1-.9 2.4-1.5 4-1.5 3 0 6 2 6 5',
  FUN: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z',
};

export function AreaIcon({ name, size = 28, color = 'currentColor' }: { name: string; size?: number; color?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name] ?? PATHS.FUN} />
    </svg>
  );
}
