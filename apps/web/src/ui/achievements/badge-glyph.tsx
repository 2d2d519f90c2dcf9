import { AREAS } from '@oola/domain';
import type { BadgeGlyph } from './badge-palette';

const WHEEL_SLICE = (2 * Math.PI) / AREAS.length;

function slicePath(index: number, radius: number): string {
  const start = index * WHEEL_SLICE - Math.PI / 2;
  const end = start + WHEEL_SLICE;
  const point = (angle: number) => `${(radius * Math.cos(angle)).toFixed(2)} ${(radius * Math.sin(angle)).toFixed(2)}`;
  return `M0 0 L${point(start)} A${radius} ${radius} 0 0 1 ${point(end)} Z`;
}

/** A small picture at the origin, about 28 units wide, drawn in `color` (or area colours for the wheel). */
export function Glyph({ glyph, color, muted }: { glyph: BadgeGlyph; color: string; muted: boolean }) {
  switch (glyph) {
    case 'wheel':
      return (
        <g>
          {AREAS.map((area, index) => (
            <path
              key={area.id}
              d={slicePath(index, 16)}
              fill={muted ? color : area.color}
              stroke="#fff"
              strokeWidth={1}
            />
          ))}
          <circle r={5} fill="#fff" />
        </g>
      );
    case 'flag':
      return (
        <g fill={color}>
          <rect x={-9} y={-14} width={2.6} height={28} rx={1.3} />
          <path d="M-6.4 -13 C0 -16 4 -10 11 -13 V1 C4 4 0 -2 -6.4 1 Z" />
        </g>
      );
    case 'trophy':
      return (
        <g fill={color}>
          <path d="M-10 -13 H10 V-4 A10 10 0 0 1 -10 -4 Z" />
          <path
            d="M-10 -10 H-15 A6 6 0 0 0 -9 -2 M10 -10 H15 A6 6 0 0 1 9 -2"
            fill="none"
            stroke={color}
            strokeWidth={2.4}
          />
          <rect x={-2.5} y={4} width={5} height={6} />
          <rect x={-8} y={10} width={16} height={4} rx={1.5} />
        </g>
      );
    case 'steps':
      return (
        <g fill={color}>
          <ellipse cx={-6} cy={-3} rx={4.6} ry={7.5} transform="rotate(-12 -6 -3)" />
          <ellipse cx={-7.4} cy={8} rx={3.2} ry={2.8} />
          <ellipse cx={6} cy={-9} rx={4.6} ry={7.5} transform="rotate(12 6 -9)" />
          <ellipse cx={7.4} cy={2} rx={3.2} ry={2.8} />
        </g>
      );
    case 'flame':
      return (
        <path
          fill={color}
          d="M1 -16 C3 -8 12 -5 12 5 A12 11 0 0 1 -12 5 C-12 -1 -8 -4 -6 -8 C-5 -4 -3 -2 -1 -2 C-3 -7 -2 -12 1 -16 Z"
        />
      );
    case 'sun':
      return (
        <g fill={color}>
          <circle r={7} />
          {Array.from({ length: 8 }, (_, index) => (
            <rect key={index} x={-1.6} y={-16} width={3.2} height={6} rx={1.6} transform={`rotate(${index * 45})`} />
          ))}
        </g>
      );
    case 'cap':
      return (
        <g fill={color}>
          <path d="M0 -12 L17 -4 L0 4 L-17 -4 Z" />
          <path d="M-10 0 V7 C-10 11 10 11 10 7 V0 L0 5 Z" />
          <rect x={13} y={-4} width={2} height={12} rx={1} />
          <circle cx={14} cy={9} r={2.4} />
        </g>
      );
    case 'people':
      return (
        <g fill={color}>
          <circle cx={-7} cy={-7} r={5} />
          <path d="M-16 11 C-16 1 2 1 2 11 Z" />
          <circle cx={8} cy={-9} r={5.5} />
          <path d="M-2 11 C-2 -1 18 -1 18 11 Z" stroke="#fff" strokeWidth={1.2} />
        </g>
      );
    case 'star':
      return (
        <path fill={color} d="M0 -15 L4.4 -5 L15 -4.6 L6.8 2.4 L9.4 13 L0 7 L-9.4 13 L-6.8 2.4 L-15 -4.6 L-4.4 -5 Z" />
      );
  }
}
