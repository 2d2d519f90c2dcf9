// Renders the short marketing clips (animated wheel and captions) to WebM with Chromium's
// MediaRecorder, into apps/web/public/media/videos/. Run: node scripts/generate-videos.mjs
// The output is committed; CI needs nothing. Uses Debian's Chromium, never a downloaded one.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const out = path.resolve(import.meta.dirname, '../apps/web/public/media/videos');
fs.mkdirSync(out, { recursive: true });

const CLIPS = [
  {
    file: 'program-intro.webm',
    bg: ['#1f3a68', '#101f3a'],
    lines: ['Seven areas.', 'One balanced life.', 'Start with three small actions a day.'],
  },
  {
    file: 'in-with-the-blue.webm',
    bg: ['#2a5ea9', '#0c2a5c'],
    lines: ['In with the blue.', 'Calm mind. Clear focus.', 'Breathe in — rebalance.'],
  },
  {
    file: 'start-rebalancing.webm',
    bg: ['#2e9e4f', '#1f3a68'],
    lines: ['Start rebalancing today.', 'Score. Set goals. Take action.', 'Your coach walks with you.'],
  },
  {
    file: 'our-cause.webm',
    bg: ['#f15a29', '#7a1f10'],
    lines: ['Every membership feeds a child.', '298,466 meals provided.', 'In 8 countries and counting.'],
  },
];

function page(clip) {
  return `<canvas id="c" width="640" height="360"></canvas><script>
  const clip = ${JSON.stringify(clip)};
  const colors = ['#2e9e4f','#8cc63f','#f6b221','#f15a29','#d7263d','#7b3f98','#6891d4'];
  const c = document.getElementById('c'); const g = c.getContext('2d');
  function draw(t) {
    const grad = g.createLinearGradient(0,0,640,360); grad.addColorStop(0, clip.bg[0]); grad.addColorStop(1, clip.bg[1]);
    g.fillStyle = grad; g.fillRect(0,0,640,360);
    for (let i=0;i<7;i++) {
      const a0 = i/7*Math.PI*2 + t*0.4, a1 = a0 + Math.PI*2/7 - 0.05;
      const grow = Math.min(1, Math.max(0, t*1.2 - i*0.15));
      g.beginPath(); g.moveTo(470,180); g.arc(470,180, 40 + 80*grow, a0, a1); g.closePath();
      g.fillStyle = colors[i]; g.globalAlpha = 0.9; g.fill(); g.globalAlpha = 1;
    }
    g.beginPath(); g.arc(470,180,30,0,Math.PI*2); g.fillStyle='#fff'; g.fill();
    const index = Math.min(clip.lines.length-1, Math.floor(t/2.6));
    const local = t - index*2.6; const alpha = Math.min(1, local*2);
    g.globalAlpha = alpha; g.fillStyle = '#fff'; g.font = '800 30px Arial';
    wrap(clip.lines[index], 40, 170, 330, 36); g.globalAlpha = 1;
    g.font = '700 16px Arial'; g.fillStyle = 'rgba(255,255,255,0.8)'; g.fillText('oola', 40, 320);
  }
  function wrap(text, x, y, width, lh) {
    const words = text.split(' '); let line = ''; let yy = y;
    for (const w of words) { const test = line + w + ' '; if (g.measureText(test).width > width && line) { g.fillText(line, x, yy); line = w + ' '; yy += lh; } else line = test; }
    g.fillText(line, x, yy);
  }
  window.record = () => new Promise((resolve) => {
    const stream = c.captureStream(24);
    const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 350000 });
    const chunks = []; rec.ondataavailable = (e) => chunks.push(e.data);
    rec.onstop = async () => { const buf = await new Blob(chunks).arrayBuffer(); resolve(Array.from(new Uint8Array(buf))); };
    const start = performance.now(); rec.start();
    (function frame(){ const t=(performance.now()-start)/1000; draw(t); if (t < 8) requestAnimationFrame(frame); else rec.stop(); })();
  });
  </script>`;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const clip of CLIPS) {
  const tab = await browser.newPage();
  await tab.setContent(page(clip));
  const bytes = await tab.evaluate(() => window.record());
  fs.writeFileSync(path.join(out, clip.file), Buffer.from(bytes));
  console.log(clip.file, bytes.length, 'bytes');
  await tab.close();
}
await browser.close();
