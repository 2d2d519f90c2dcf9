/**
 * Writes apps/web/public/favicon.ico (16, 32 and 48 px) from the brand's wheel, favicon.svg, for
 * browsers and crawlers that ask for /favicon.ico. Run: node scripts/generate-favicon.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()));

// An ICO file: a 6-byte header, a 16-byte entry per image, then the images (PNG-encoded, as Windows Vista on reads).
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = 6 + 16 * images.length;
const entries = images.map((image, index) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[index] % 256, 0);
  entry.writeUInt8(sizes[index] % 256, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  return entry;
});
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, ...entries, ...images]));
