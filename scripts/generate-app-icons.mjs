// Draws the installable app's icons from the brand's wheel (apps/web/public/favicon.svg) on the brand navy,
// as PNG files under apps/web/public/icons/ named by the manifest (apps/web/vite-plugins/pwa.ts).
// Run: node scripts/generate-app-icons.mjs (the output is committed; CI needs nothing).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '../apps/web/public');
const out = path.join(web, 'icons');
const NAVY = '#1f3a68';
const wheel = fs.readFileSync(path.join(web, 'favicon.svg'), 'utf8');

/**
 * The wheel centred on a navy square. `wheelShare` is the wheel's width as a part of the icon: a maskable
 * icon keeps it inside the central 80 % circle that every mask shape leaves visible.
 */
async function icon(file, size, { wheelShare, rounded }) {
  const wheelSize = Math.round(size * wheelShare);
  const radius = rounded ? Math.round(size * 0.22) : 0;
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      `<rect width="${size}" height="${size}" rx="${radius}" fill="${NAVY}"/>` +
      // A white disc behind the wheel, so its navy segment stands out from the background.
      `<circle cx="${size / 2}" cy="${size / 2}" r="${wheelSize * 0.48}" fill="#fff"/></svg>`,
  );
  const mark = await sharp(Buffer.from(wheel), { density: 72 * Math.ceil(wheelSize / 64) })
    .resize(wheelSize, wheelSize)
    .png()
    .toBuffer();
  await sharp(background)
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
}

fs.mkdirSync(out, { recursive: true });
await icon('icon-192.png', 192, { wheelShare: 0.78, rounded: true });
await icon('icon-512.png', 512, { wheelShare: 0.78, rounded: true });
await icon('maskable-192.png', 192, { wheelShare: 0.6, rounded: false });
await icon('maskable-512.png', 512, { wheelShare: 0.6, rounded: false });
// iOS draws its own rounded corners and shows transparency as black: a full square.
await icon('apple-touch-icon.png', 180, { wheelShare: 0.72, rounded: false });
