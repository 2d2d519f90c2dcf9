// Lays out the e-learning title cards for scripts/generate-elearning-videos.sh: writes each card's text lines
// into <dir> (read by ffmpeg's drawtext, so no escaping is needed), writes the WebVTT captions next to the
// clip, and prints one line per clip: key, seconds, background, video file and the ffmpeg filter, tab-separated.
// Run by the shell script: node scripts/elearning-title-cards.mjs <dir> [module-key]
import fs from 'node:fs';
import path from 'node:path';
import { allModules, balancedWrap, fileOf, wrap } from './elearning-content.mjs';

const [dir, only] = process.argv.slice(2);
if (!dir) throw new Error('usage: node scripts/elearning-title-cards.mjs <dir> [module-key]');

const bold = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const regular = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const hex = (color) => `0x${color.slice(1)}`;

const time = (seconds) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`;

/** Captions: the kicker and title first, then the caption two short lines at a time. */
function vtt(card) {
  const titleEnd = Math.min(3, card.seconds / 2);
  const chunks = [];
  const lines = wrap(card.caption, 42);
  for (let i = 0; i < lines.length; i += 2) chunks.push(lines.slice(i, i + 2).join('\n'));
  const step = (card.seconds - titleEnd) / chunks.length;
  const cues = [`${time(0)} --> ${time(titleEnd)}\n${card.kicker}\n${card.title}`];
  chunks.forEach((text, i) =>
    cues.push(`${time(titleEnd + i * step)} --> ${time(titleEnd + (i + 1) * step)}\n${text}`),
  );
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${cue}`).join('\n\n')}\n`;
}

function filter(card) {
  const ink = hex(card.ink);
  const title = balancedWrap(card.title, 26);
  const caption = balancedWrap(card.caption, 54);
  const height = 17 + 20 + title.length * 42 + 14 + caption.length * 27;
  let y = Math.round((354 - height) / 2);
  const text = (name, content, font, size, opacity, fade) => {
    const file = path.join(dir, `${card.key}-${name}.txt`);
    fs.writeFileSync(file, content);
    return `drawtext=fontfile=${font}:textfile=${file}:expansion=none:fontcolor=${ink}@${opacity}:fontsize=${size}:x=(w-text_w)/2:y=${y}:alpha='${fade}'`;
  };
  const parts = [`drawbox=x=0:y=ih-6:w=iw*t/${card.seconds}:h=6:color=${ink}@0.8:t=fill`];
  parts.push(text('kicker', card.kicker.toUpperCase(), bold, 17, 0.75, 'min(1,t/0.8)'));
  y += 37;
  title.forEach((line, i) => {
    parts.push(text(`title-${i}`, line, bold, 34, 1, 'min(1,t/1.2)'));
    y += 42;
  });
  y += 14;
  caption.forEach((line, i) => {
    parts.push(text(`caption-${i}`, line, regular, 18, 0.9, 'min(1,max(0,t-1))'));
    y += 27;
  });
  parts.push(`drawtext=fontfile=${bold}:text=oola:fontcolor=${ink}@0.6:fontsize=16:x=24:y=h-34`);
  return parts.join(',');
}

for (const card of allModules()) {
  if (only && card.key !== only) continue;
  fs.mkdirSync(path.dirname(fileOf(card.captions)), { recursive: true });
  fs.writeFileSync(fileOf(card.captions), vtt(card));
  console.log([card.key, card.seconds, hex(card.color), fileOf(card.video), filter(card)].join('\t'));
}
