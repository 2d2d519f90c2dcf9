import { useEffect, useState } from 'react';
import { STRESS_ASSESSMENT, stressNeedleAngle } from '@oola/domain';

const R = 120;
const ZONES = [
  { from: 0, to: 33, color: '#2e9e4f' },
  { from: 33, to: 66, color: '#f6b221' },
  { from: 66, to: 100, color: '#d7263d' },
];

/** A point on the dial: 0 is the far left, 100 the far right. */
function point(value: number, radius: number) {
  const angle = Math.PI - (value / 100) * Math.PI;
  return { x: Math.cos(angle) * radius, y: -Math.sin(angle) * radius };
}

function zonePath(from: number, to: number) {
  const a = point(from, R);
  const b = point(to, R);
  return `M ${a.x} ${a.y} A ${R} ${R} 0 0 1 ${b.x} ${b.y}`;
}

/** Counts from 0 to `target` over `ms`. */
export function useCountUp(target: number, ms: number) {
  const [value, setValue] = useState(0);
  useEffect(() => {
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / ms);
      setValue(Math.round(target * (1 - (1 - t) ** 2)));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, ms]);
  return value;
}

/** The Stress Report dial: the needle swings to the score's angle over 3 s. */
export function StressGauge({ score }: { score: number }) {
  const [angle, setAngle] = useState(0);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAngle(stressNeedleAngle(score)));
    return () => cancelAnimationFrame(frame);
  }, [score]);
  const shown = useCountUp(score, STRESS_ASSESSMENT.countUpMs);
  return (
    <svg
      viewBox="-150 -150 300 210"
      width="100%"
      style={{ maxWidth: 420, display: 'block', margin: '0 auto' }}
      role="img"
      aria-label={`Stress score ${score} out of 100`}
    >
      {ZONES.map((zone) => (
        <path
          key={zone.from}
          d={zonePath(zone.from + 0.8, zone.to - 0.8)}
          stroke={zone.color}
          strokeWidth={26}
          fill="none"
          strokeLinecap="butt"
        />
      ))}
      {[0, 25, 50, 75, 100].map((tick) => {
        const p = point(tick, R - 28);
        return (
          <text
            key={tick}
            x={p.x}
            y={p.y}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize={11}
            fontWeight={600}
            style={{ fill: 'var(--mantine-color-dimmed)' }}
          >
            {tick}
          </text>
        );
      })}
      <g
        data-testid="stress-needle"
        data-angle={angle}
        style={{
          transform: `rotate(${angle}deg)`,
          transition: `transform ${STRESS_ASSESSMENT.needleAnimationMs}ms cubic-bezier(0.22, 1, 0.36, 1)`,
        }}
      >
        <path d="M 0 -7 L -112 0 L 0 7 Z" fill="#1f3a68" />
      </g>
      <circle r={14} fill="#1f3a68" />
      <circle r={5} fill="white" />
      <text y={50} textAnchor="middle" fontSize={34} fontWeight={900} fill="#1f3a68" data-testid="stress-score">
        {shown}
      </text>
    </svg>
  );
}
