import { useEffect, useState } from 'react';
import { arc } from 'd3-shape';
import { AREAS, areaById } from '@oola/domain';

export interface WheelSlice {
  areaId: number;
  /** 0-10 for the area. */
  score: number;
}

export interface WheelProps {
  slices: WheelSlice[];
  /** The rounded combined score shown in the centre. */
  total?: number;
  size?: number;
  animateFromZero?: boolean;
}

const ANIMATION_MS = 1400;
const SLICE = (2 * Math.PI) / AREAS.length;

function useGrowth(animate: boolean): number {
  const [progress, setProgress] = useState(animate ? 0 : 1);
  useEffect(() => {
    if (!animate) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / ANIMATION_MS);
      setProgress(1 - (1 - t) ** 3);
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [animate]);
  return progress;
}

/**
 * The life wheel: one slice per area in the area's colour, its radius
 * proportional to the area score (0-10) over a faint full-size ring, with the
 * area names around it and the combined score in the centre.
 */
export function Wheel({ slices, total, size = 320, animateFromZero = false }: WheelProps) {
  const progress = useGrowth(animateFromZero);
  const labelSpace = size * 0.12;
  const outer = size / 2 - labelSpace;
  const inner = outer * 0.26;
  // Extra room at the sides so long area names are never clipped.
  const padX = size * 0.16;
  const scoreOf = (areaId: number) => Math.max(0, Math.min(10, slices.find((s) => s.areaId === areaId)?.score ?? 0));
  const path = arc<{ start: number; end: number; radius: number }>()
    .innerRadius(inner)
    .outerRadius((d) => d.radius)
    .startAngle((d) => d.start)
    .endAngle((d) => d.end)
    .padAngle(0.02)
    .cornerRadius(3);

  return (
    <svg
      viewBox={`${-size / 2 - padX} ${-size / 2} ${size + 2 * padX} ${size}`}
      width="100%"
      style={{ maxWidth: size + 2 * padX, display: 'block', margin: '0 auto' }}
      role="img"
      aria-label={`Life wheel${total !== undefined ? `, combined score ${total}` : ''}`}
    >
      {AREAS.map((area, index) => {
        const start = index * SLICE;
        const end = start + SLICE;
        const score = scoreOf(area.id);
        const radius = inner + (outer - inner) * (score / 10) * progress;
        const mid = start + SLICE / 2;
        const labelRadius = outer + labelSpace * 0.5;
        const x = Math.sin(mid) * labelRadius;
        const anchor = Math.abs(x) < size * 0.08 ? 'middle' : x > 0 ? 'start' : 'end';
        const fontSize = Math.max(10, size * 0.04);
        return (
          <g key={area.id}>
            <path d={path({ start, end, radius: outer }) ?? ''} fill={area.color} opacity={0.13} />
            <path d={path({ start, end, radius }) ?? ''} fill={area.color}>
              <title>{`${area.name}: ${score.toFixed(1)}`}</title>
            </path>
            <text
              x={x}
              y={-Math.cos(mid) * labelRadius - fontSize * 0.55}
              textAnchor={anchor}
              dominantBaseline="middle"
              fontSize={fontSize}
              fontWeight={800}
              fill={areaById(area.id).color}
            >
              {area.name.toUpperCase()}
              <tspan x={x} dy={fontSize * 1.15} fontWeight={600} fill="#868e96">
                {score.toFixed(1)}
              </tspan>
            </text>
          </g>
        );
      })}
      <circle r={inner - 4} fill="white" stroke="#e9ecef" />
      {total !== undefined && (
        <>
          <text textAnchor="middle" y={-inner * 0.12} fontSize={inner * 0.62} fontWeight={900} fill="#1f3a68">
            {Math.round(total * progress)}
          </text>
          <text
            textAnchor="middle"
            y={inner * 0.42}
            fontSize={inner * 0.2}
            fontWeight={700}
            style={{ fill: 'var(--mantine-color-dimmed)' }}
          >
            SCORE
          </text>
        </>
      )}
    </svg>
  );
}
