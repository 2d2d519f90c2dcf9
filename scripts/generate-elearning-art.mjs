// Draws the e-learning card images, 16:9 SVG, into apps/web/public/media/elearning/images/: one per module
// (its `image`) and one per course (course-<id>.svg), from content/elearning/*.yaml. Area modules take their
// area's colour and glyph; general modules the navy with a path, the certification a badge, "Who Are You?"
// a figure. Run: node scripts/generate-elearning-art.mjs (the output is committed; CI needs nothing).
import fs from 'node:fs';
import path from 'node:path';
import { AREAS } from '../packages/domain/src/areas.ts';
import { allCourses, allModules, balancedWrap, fileOf } from './elearning-content.mjs';

const escape = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The colour `amount` (0-1) of the way to black. */
function darker(color, amount) {
  const channel = (i) => Math.round(parseInt(color.slice(1 + i * 2, 3 + i * 2), 16) * (1 - amount));
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

const star = Array.from({ length: 10 }, (_, i) => {
  const angle = (i * Math.PI) / 5 - Math.PI / 2;
  const radius = i % 2 ? 28 : 66;
  return `${(radius * Math.cos(angle)).toFixed(1)} ${(radius * Math.sin(angle)).toFixed(1)}`;
}).join(' L');

/** Line drawings in a 160 x 160 box around 0,0, stroked in the card's ink. */
const GLYPHS = {
  // Fitness: a pulse line.
  1: '<path d="M-75 5 H-38 L-22 -42 L0 48 L16 -18 L28 5 H75"/>',
  // Finance: bars that grow.
  2: '<path d="M-60 55 V25 M-20 55 V0 M20 55 V-25 M60 55 V-50"/><path d="M-70 -20 L-10 -50 L20 -35 L70 -70"/>',
  // Family: a home with a heart.
  3: '<path d="M-65 0 L0 -58 L65 0 M-48 -14 V58 H48 V-14"/><path d="M0 42 C-34 16 -22 -8 0 8 C22 -8 34 16 0 42 Z"/>',
  // Faith: a sunrise.
  4: '<path d="M-75 45 H75 M-42 45 A42 42 0 0 1 42 45"/><path d="M0 -18 V-58 M-46 -2 L-70 -26 M46 -2 L70 -26"/>',
  // Field: steps up to a flag.
  5: '<path d="M-75 55 H-35 V20 H5 V-15 H45 V-50"/><path d="M45 -50 V-78 L75 -66 L45 -54"/>',
  // Friends: two people side by side.
  6: '<circle cx="-30" cy="-22" r="24"/><circle cx="30" cy="-22" r="24"/><path d="M-75 58 Q-30 4 0 42 Q30 4 75 58"/>',
  // Fun: a star.
  7: `<path d="M${star} Z"/>`,
  path: '<path d="M-75 55 C-20 55 -45 -8 0 -8 S45 -55 75 -55"/><circle cx="75" cy="-55" r="10" fill="currentColor"/>',
  badge:
    '<circle cx="0" cy="-18" r="42"/><path d="M-26 16 L-38 70 L0 54 L38 70 L26 16"/><path d="M-16 -18 L-4 -6 L18 -30"/>',
  person: '<circle cx="0" cy="-28" r="30"/><path d="M-58 66 Q-58 12 0 12 Q58 12 58 66"/>',
};

function wheel(cx, cy, r) {
  return AREAS.map((area, i) => {
    const a0 = (i / 7) * Math.PI * 2 - Math.PI / 2;
    const a1 = ((i + 1) / 7) * Math.PI * 2 - Math.PI / 2;
    const p = (a) => `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
    return `<path d="M${cx} ${cy} L${p(a0)} A${r} ${r} 0 0 1 ${p(a1)} Z" fill="${area.color}"/>`;
  }).join('');
}

/** A 640 x 360 card: the kicker and the title on the left, the glyph on the right, the wheel mark below. */
function card({ label, kicker, title, footer, color, ink, glyph }) {
  let lines = balancedWrap(title, 18);
  let size = 38;
  if (lines.length > 3) {
    lines = balancedWrap(title, 22);
    size = 31;
  }
  const lineHeight = Math.round(size * 1.18);
  const bottom = footer ? 282 : 300;
  const top = bottom - (lines.length - 1) * lineHeight;
  const titleText = lines
    .map((line, i) => `<tspan x="40" y="${top + i * lineHeight}">${escape(line)}</tspan>`)
    .join('');
  const font = 'font-family="Montserrat,Arial,Helvetica,sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img" aria-label="${escape(label)}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darker(color, 0.22)}"/></linearGradient></defs>
    <rect width="640" height="360" fill="url(#bg)"/>
    <circle cx="560" cy="40" r="150" fill="#fff" opacity="0.08"/>
    <circle cx="430" cy="380" r="90" fill="#fff" opacity="0.06"/>
    <g transform="translate(500 150)" color="${ink}" fill="none" stroke="${ink}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity="0.92">${glyph}</g>
    <text x="40" y="${top - size - 6}" ${font} font-size="15" font-weight="700" letter-spacing="2" fill="${ink}" opacity="0.8">${escape(kicker.toUpperCase())}</text>
    <text ${font} font-size="${size}" font-weight="800" fill="${ink}">${titleText}</text>
    ${footer ? `<text x="40" y="318" ${font} font-size="17" fill="${ink}" opacity="0.85">${escape(footer)}</text>` : ''}
    <g opacity="0.95">${wheel(588, 316, 20)}</g>
  </svg>`;
}

const glyphFor = (module) =>
  module.source === 'Who Are You?'
    ? GLYPHS.person
    : module.key.startsWith('cert-')
      ? GLYPHS.badge
      : (GLYPHS[AREAS.find((area) => area.color === module.color)?.id ?? 'path'] ?? GLYPHS.path);

const write = (mediaPath, svg) => {
  const file = fileOf(mediaPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${svg.replace(/\n\s*/g, '')}\n`);
};

let count = 0;
for (const module of allModules()) {
  if (!module.image) continue; // a course assessment's intro clip has no card
  write(
    module.image,
    card({
      label: module.title,
      kicker: module.kicker,
      title: module.title,
      color: module.color,
      ink: module.ink,
      glyph: glyphFor(module),
    }),
  );
  count += 1;
}
for (const course of allCourses()) {
  const certification = course.id === 1009;
  write(
    course.image,
    card({
      label: course.title,
      kicker: certification ? 'Coach certification' : 'Oola course',
      title: course.title,
      footer: course.footer,
      color: course.color,
      ink: course.ink,
      glyph: certification
        ? GLYPHS.badge
        : course.area
          ? GLYPHS[course.area]
          : course.title === 'Who Are You?'
            ? GLYPHS.person
            : GLYPHS.path,
    }),
  );
  count += 1;
}
console.log(`wrote ${count} images`);
