// Draws the public site's illustrations as SVG files under apps/web/public/media/images/.
// Run: node scripts/generate-public-art.mjs (the output is committed; CI needs nothing).
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '../apps/web/public/media/images');
const write = (file, svg) => {
  fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  fs.writeFileSync(path.join(out, file), svg.replace(/\n\s*/g, ''));
};
const AREA = ['#2e9e4f', '#8cc63f', '#f6b221', '#f15a29', '#d7263d', '#7b3f98', '#1f3a68'];

function wheel(cx, cy, r, opacity = 1) {
  return AREA.map((color, i) => {
    const a0 = (i / 7) * Math.PI * 2 - Math.PI / 2;
    const a1 = ((i + 1) / 7) * Math.PI * 2 - Math.PI / 2;
    const p = (a) => `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
    return `<path d="M${cx} ${cy} L${p(a0)} A${r} ${r} 0 0 1 ${p(a1)} Z" fill="${color}" opacity="${opacity}"/>`;
  }).join('');
}

/** A supplement bottle, jar or shot on a soft background. */
function bottle({ label, sub, color, kind = 'bottle', bg = '#eef3fb' }) {
  const body =
    kind === 'jar'
      ? `<rect x="110" y="120" width="180" height="200" rx="28" fill="#fff" stroke="#d9e1ee" stroke-width="3"/>
         <rect x="118" y="92" width="164" height="40" rx="10" fill="${color}"/>`
      : kind === 'shot'
        ? `<path d="M165 110 h70 v30 q30 20 30 60 v120 q0 20 -20 20 h-90 q-20 0 -20 -20 v-120 q0 -40 30 -60 z" fill="#fff" stroke="#d9e1ee" stroke-width="3"/>
           <rect x="170" y="84" width="60" height="32" rx="6" fill="${color}"/>`
        : `<path d="M150 120 h100 v20 q40 10 40 50 v130 q0 20 -20 20 h-140 q-20 0 -20 -20 v-130 q0 -40 40 -50 z" fill="#fff" stroke="#d9e1ee" stroke-width="3"/>
           <rect x="148" y="84" width="104" height="42" rx="8" fill="${color}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${label}">
    <rect width="400" height="400" fill="${bg}"/>
    <circle cx="320" cy="80" r="90" fill="${color}" opacity="0.12"/>
    <circle cx="70" cy="340" r="70" fill="${color}" opacity="0.10"/>
    <ellipse cx="200" cy="350" rx="120" ry="14" fill="#000" opacity="0.08"/>
    ${body}
    <rect x="124" y="200" width="152" height="84" rx="10" fill="${color}"/>
    ${wheel(152, 226, 16)}
    <text x="176" y="234" font-family="Montserrat,Arial,sans-serif" font-size="22" font-weight="800" fill="#fff">oola</text>
    <text x="200" y="266" text-anchor="middle" font-family="Montserrat,Arial,sans-serif" font-size="17" font-weight="700" fill="#fff" letter-spacing="1">${sub}</text>
  </svg>`;
}

function trsBox() {
  const items = [
    ['#f6b221', 'RISE', 60],
    ['#2e9e4f', 'MIND', 130],
    ['#f15a29', 'SHOT', 200],
    ['#7b3f98', 'PRO', 270],
    ['#d7263d', 'BODY', 200],
    ['#1f3a68', 'REST', 130],
  ];
  const row = items
    .map(([color, name], i) => {
      const x = 34 + i * 58;
      return `<rect x="${x}" y="170" width="50" height="120" rx="12" fill="#fff" stroke="#d9e1ee" stroke-width="2"/>
        <rect x="${x + 6}" y="154" width="38" height="22" rx="5" fill="${color}"/>
        <rect x="${x + 4}" y="212" width="42" height="44" rx="6" fill="${color}"/>
        <text x="${x + 25}" y="239" text-anchor="middle" font-family="Montserrat,Arial,sans-serif" font-size="11" font-weight="800" fill="#fff">${name}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="Total Rebalancing System">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fef6e4"/><stop offset="1" stop-color="#e9f0fb"/></linearGradient></defs>
    <rect width="400" height="400" fill="url(#g)"/>
    <circle cx="200" cy="120" r="70" fill="#f6b221" opacity="0.25"/>
    <ellipse cx="200" cy="300" rx="180" ry="14" fill="#000" opacity="0.08"/>
    ${row}
    <text x="200" y="352" text-anchor="middle" font-family="Montserrat,Arial,sans-serif" font-size="20" font-weight="800" fill="#1f3a68">TOTAL REBALANCING SYSTEM</text>
  </svg>`;
}

/** Course and service art: a large glyph on the area colour with the wheel mark. */
function card({ label, color, glyph }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" role="img" aria-label="${label}">
    <defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1f3a68"/></linearGradient></defs>
    <rect width="400" height="260" fill="url(#c)"/>
    <circle cx="340" cy="40" r="90" fill="#fff" opacity="0.08"/>
    <circle cx="40" cy="240" r="70" fill="#fff" opacity="0.08"/>
    <g transform="translate(200 130)" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>
    <g opacity="0.9">${wheel(360, 222, 22)}</g>
  </svg>`;
}

const glyphs = {
  framework: '<rect x="-60" y="-50" width="120" height="100" rx="10"/><path d="M-60 -15 H60 M-20 -15 V50"/>',
  breakthrough: '<path d="M-50 50 L0 -50 L50 50"/><path d="M-25 0 H25"/><circle cx="0" cy="-62" r="6" fill="#fff"/>',
  path: '<path d="M-70 50 C-20 50 -40 -10 0 -10 S40 -50 70 -50"/><circle cx="70" cy="-50" r="10" fill="#fff"/>',
  blueprint: '<circle cx="0" cy="0" r="55"/><path d="M0 -55 V55 M-55 0 H55"/><circle cx="0" cy="0" r="18"/>',
  tracker: '<path d="M-55 5 L-20 40 L55 -40"/>',
  circle:
    '<circle cx="-30" cy="-20" r="22"/><circle cx="30" cy="-20" r="22"/><path d="M-70 55 Q-30 5 0 40 Q30 5 70 55"/>',
};

write('products/trs.svg', trsBox());
write('products/mind.svg', bottle({ label: 'Mind nootropic blend', sub: 'MIND', color: '#2e9e4f' }));
write('products/body.svg', bottle({ label: 'Body adaptogen blend', sub: 'BODY', color: '#d7263d', bg: '#fbeef0' }));
write(
  'products/connection.svg',
  bottle({ label: 'Connection probiotic', sub: 'CONNECTION', color: '#7b3f98', bg: '#f3ecf7' }),
);
write(
  'products/gummies.svg',
  bottle({ label: 'Rise and Rest gummies', sub: 'RISE · REST', color: '#f6b221', kind: 'jar', bg: '#fdf5e2' }),
);
write(
  'products/shots.svg',
  bottle({ label: 'Oola Shots', sub: 'SHOTS', color: '#f15a29', kind: 'shot', bg: '#fdeee8' }),
);
write(
  'products/rise.svg',
  bottle({ label: 'Rise gummies', sub: 'RISE', color: '#f6b221', kind: 'jar', bg: '#fdf5e2' }),
);
write(
  'products/rest.svg',
  bottle({ label: 'Rest gummies', sub: 'REST', color: '#1f3a68', kind: 'jar', bg: '#e9f0fb' }),
);

write(
  'cards/lifestyle-framework.svg',
  card({ label: 'Lifestyle Framework', color: '#2e9e4f', glyph: glyphs.framework }),
);
write(
  'cards/breakthrough-experience.svg',
  card({ label: 'Breakthrough Experience', color: '#f15a29', glyph: glyphs.breakthrough }),
);
write('cards/personalized-path.svg', card({ label: 'My Personalized Path', color: '#7b3f98', glyph: glyphs.path }));
write(
  'cards/life-blueprint.svg',
  card({ label: 'Design My Life Blueprint', color: '#f6b221', glyph: glyphs.blueprint }),
);
write('cards/daily-tracker.svg', card({ label: 'My Daily Tracker', color: '#8cc63f', glyph: glyphs.tracker }));
write('cards/inner-circle.svg', card({ label: 'Inner Circle Community', color: '#d7263d', glyph: glyphs.circle }));

/** Ingredient panels for the TRS regimen modal. */
const regimen = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../content/public/regimen.json'), 'utf8'),
);
for (const step of regimen) {
  const rows = step.ingredients
    .map(
      (name, i) =>
        `<text x="40" y="${150 + i * 46}" font-family="Montserrat,Arial,sans-serif" font-size="22" fill="#1f2a3d">• ${name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}</text>`,
    )
    .join('');
  write(
    `ingredients/${step.name.toLowerCase().replace(/\s+/g, '-')}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" role="img" aria-label="${step.name} ingredients">
      <rect width="640" height="400" fill="#fff"/>
      <rect width="640" height="96" fill="${step.color}"/>
      <text x="40" y="60" font-family="Montserrat,Arial,sans-serif" font-size="34" font-weight="800" fill="#fff">${step.name.toUpperCase()} · SUPPLEMENT FACTS</text>
      ${rows}
      <text x="40" y="372" font-family="Montserrat,Arial,sans-serif" font-size="15" fill="#5b6577">Third-party tested for purity, identity and strength.</text>
    </svg>`,
  );
}

/** Testimonial portraits: initials on a soft area colour (we use no stock photos). */
const people = ['maria', 'david', 'aisha', 'tom', 'rachel', 'marcus', 'linda', 'james', 'sofia', 'ben', 'hannah'];
people.forEach((name, i) => {
  const color = AREA[i % 7];
  write(
    `people/${name}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${name}">
      <rect width="120" height="120" rx="60" fill="${color}"/>
      <circle cx="60" cy="48" r="22" fill="#fff" opacity="0.9"/>
      <path d="M20 108 Q60 60 100 108" fill="#fff" opacity="0.9"/>
      <text x="60" y="56" text-anchor="middle" font-family="Montserrat,Arial,sans-serif" font-size="22" font-weight="800" fill="${color}">${name[0].toUpperCase()}</text>
    </svg>`,
  );
});
console.log('art written to', out);
