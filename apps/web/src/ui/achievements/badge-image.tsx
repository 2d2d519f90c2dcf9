import { useId } from 'react';
import { badgeLook, type BadgeLook, type BadgeShape } from './badge-palette';
import { Glyph } from './badge-glyph';

export interface BadgeImageProps {
  id: number;
  achieved: boolean;
  /** Drawn on badge 8 (the goal badge) instead of its threshold. */
  goalsCompleted?: number;
  size?: number;
  title?: string;
}

const CENTER = { x: 60, y: 56 };

function polygon(points: number, outer: number, inner = outer, rotate = -90): string {
  const total = inner === outer ? points : points * 2;
  return Array.from({ length: total }, (_, index) => {
    const radius = inner === outer || index % 2 === 0 ? outer : inner;
    const angle = ((rotate + (index * 360) / total) * Math.PI) / 180;
    return `${(CENTER.x + radius * Math.cos(angle)).toFixed(2)},${(CENTER.y + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

const SHIELD = 'M60 6 L103 20 V54 C103 82 85 101 60 112 C35 101 17 82 17 54 V20 Z';
const SHIELD_INNER = 'M60 16 L94 27 V55 C94 77 80 92 60 101 C40 92 26 77 26 55 V27 Z';

function Outline({ shape, fill, stroke }: { shape: BadgeShape; fill: string; stroke: string }) {
  if (shape === 'shield') return <path d={SHIELD} fill={fill} stroke={stroke} strokeWidth={3} />;
  if (shape === 'medal') return <polygon points={polygon(16, 50, 44)} fill={fill} stroke={stroke} strokeWidth={2} />;
  return (
    <polygon points={polygon(6, 50, 50, -90)} fill={fill} stroke={stroke} strokeWidth={3} strokeLinejoin="round" />
  );
}

function Face({ shape, fill, stroke }: { shape: BadgeShape; fill: string; stroke: string }) {
  if (shape === 'shield') return <path d={SHIELD_INNER} fill={fill} stroke={stroke} strokeWidth={1.5} />;
  if (shape === 'medal')
    return <circle cx={CENTER.x} cy={CENTER.y} r={36} fill={fill} stroke={stroke} strokeWidth={1.5} />;
  return (
    <polygon points={polygon(6, 40, 40, -90)} fill={fill} stroke={stroke} strokeWidth={1.5} strokeLinejoin="round" />
  );
}

export interface BadgeArtProps {
  look: BadgeLook;
  achieved: boolean;
  size?: number;
  label: string;
}

/** A badge drawn as SVG from its look: outline, face, glyph, number and caption; a lock until achieved. */
export function BadgeArt({ look, achieved, size = 96, label }: BadgeArtProps) {
  const gradientId = `badge-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hasNumber = look.number !== '';
  const numberSize = look.number.length <= 2 ? 24 : look.number.length === 3 ? 20 : 16;
  const glyphY = hasNumber ? CENTER.y - 17 : CENTER.y - (look.caption ? 4 : 0);
  return (
    <svg viewBox="0 0 120 120" width={size} height={size} role="img" aria-label={label} data-achieved={achieved}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor={look.light} />
          <stop offset="1" stopColor={look.dark} />
        </linearGradient>
      </defs>
      {look.shape === 'medal' && (
        <g fill={look.dark} opacity={0.9}>
          <path d="M38 88 L28 116 L40 110 L46 118 L54 94 Z" />
          <path d="M82 88 L92 116 L80 110 L74 118 L66 94 Z" />
        </g>
      )}
      <Outline shape={look.shape} fill={`url(#${gradientId})`} stroke={look.rim} />
      <Face shape={look.shape} fill={look.face} stroke={look.rim} />
      <g transform={`translate(${CENTER.x} ${glyphY}) scale(${hasNumber ? 0.68 : 1.15})`}>
        <Glyph glyph={look.glyph} color={look.dark} muted={!achieved} />
      </g>
      {hasNumber && (
        <text
          x={CENTER.x}
          y={CENTER.y + 13}
          textAnchor="middle"
          fontFamily="Montserrat, Arial, sans-serif"
          fontWeight={800}
          fontSize={numberSize}
          fill={look.rim}
        >
          {look.number}
        </text>
      )}
      {look.caption && (
        <text
          x={CENTER.x}
          y={CENTER.y + 24}
          textAnchor="middle"
          fontFamily="Montserrat, Arial, sans-serif"
          fontWeight={700}
          fontSize={7.5}
          letterSpacing={1}
          fill={look.dark}
        >
          {look.caption}
        </text>
      )}
      {!achieved && (
        <g transform="translate(92 92)">
          <circle r={13} fill="#fff" stroke="#9aa2ad" strokeWidth={2} />
          <rect x={-6} y={-2} width={12} height={9} rx={2} fill="#7b8491" />
          <path d="M-3.6 -2 V-5 A3.6 3.6 0 0 1 3.6 -5 V-2" fill="none" stroke="#7b8491" strokeWidth={2.2} />
        </g>
      )}
    </svg>
  );
}

/**
 * An achievement drawn as SVG: hexagons for badges, ribboned medals for
 * milestones (steps) and shields for streaks (days); greyed with a lock until achieved.
 */
export function BadgeImage({ id, achieved, goalsCompleted, size = 96, title }: BadgeImageProps) {
  return (
    <BadgeArt
      look={badgeLook(id, achieved, goalsCompleted)}
      achieved={achieved}
      size={size}
      label={title ?? `Achievement ${id}${achieved ? '' : ' (locked)'}`}
    />
  );
}
