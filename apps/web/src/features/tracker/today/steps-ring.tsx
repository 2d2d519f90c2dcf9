import { arc } from 'd3-shape';
import { ACTIONS } from '@oola/domain';

const SIZE = 168;
const OUTER = 80;
const INNER = 62;
const PAD = 0.12;

const segment = arc<{ start: number; end: number }>()
  .innerRadius(INNER)
  .outerRadius(OUTER)
  .cornerRadius(9)
  .startAngle((d) => d.start)
  .endAngle((d) => d.end);

/** The daily-steps ring: 3 segments, one filled per step taken today. */
export function StepsRing({ filled }: { filled: number }) {
  const step = (2 * Math.PI) / ACTIONS.ringSegments;
  return (
    <svg width={SIZE} height={SIZE} viewBox={`${-SIZE / 2} ${-SIZE / 2} ${SIZE} ${SIZE}`} aria-hidden>
      {Array.from({ length: ACTIONS.ringSegments }, (_, index) => (
        <path
          key={index}
          data-filled={index < filled}
          d={segment({ start: index * step + PAD, end: (index + 1) * step - PAD }) ?? ''}
          fill={index < filled ? 'var(--mantine-color-area1-6)' : 'var(--mantine-color-gray-2)'}
          style={{ transition: 'fill 400ms ease' }}
        />
      ))}
    </svg>
  );
}
