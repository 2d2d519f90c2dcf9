import { ACTIONS } from '@oola/domain';

const SIZE = 220;
const RADIUS = 90;
const GAP_DEGREES = 16;

function arc(startDeg: number, endDeg: number): string {
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${SIZE / 2 + RADIUS * Math.cos(rad)} ${SIZE / 2 + RADIUS * Math.sin(rad)}`;
  };
  return `M ${point(startDeg)} A ${RADIUS} ${RADIUS} 0 0 1 ${point(endDeg)}`;
}

/** The daily-steps ring: three segments, one filled per step taken today. */
export function TrackerRing({ filled }: { filled: number }) {
  const segment = 360 / ACTIONS.ringSegments;
  return (
    <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden>
      {Array.from({ length: ACTIONS.ringSegments }, (_, index) => (
        <path
          key={index}
          d={arc(index * segment + GAP_DEGREES / 2, (index + 1) * segment - GAP_DEGREES / 2)}
          fill="none"
          strokeWidth={22}
          strokeLinecap="round"
          stroke={index < filled ? 'var(--mantine-color-area1-6, #2e9e4f)' : 'var(--mantine-color-gray-3)'}
          style={{ transition: 'stroke 300ms' }}
        />
      ))}
    </svg>
  );
}
