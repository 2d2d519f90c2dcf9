// Writes the policy and plan PDFs from their text in content/public/policies/*.md.
// Run: node scripts/generate-policies.mjs (the PDFs are committed under apps/web/public/media/files/).
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'content/public/policies');
const out = path.join(root, 'apps/web/public/media/files');
fs.mkdirSync(out, { recursive: true });

// Liberation Sans when installed (embedded, so every viewer draws the same glyphs); else Helvetica.
const fontDir = '/usr/share/fonts/truetype/liberation';
const regular = path.join(fontDir, 'LiberationSans-Regular.ttf');
const bold = path.join(fontDir, 'LiberationSans-Bold.ttf');
const fonts =
  fs.existsSync(regular) && fs.existsSync(bold) ? { regular, bold } : { regular: 'Helvetica', bold: 'Helvetica-Bold' };

const NAVY = '#1f3a68';
const AREA = ['#2e9e4f', '#8cc63f', '#f6b221', '#f15a29', '#d7263d', '#7b3f98', '#1f3a68'];

function render(file) {
  const lines = fs.readFileSync(path.join(source, file), 'utf8').split('\n');
  const title = lines.find((line) => line.startsWith('# '))?.slice(2) ?? file;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    info: { Title: title, Author: 'Oola' },
  });
  doc.pipe(fs.createWriteStream(path.join(out, file.replace(/\.md$/, '.pdf'))));
  const stripe = () => AREA.forEach((color, i) => doc.rect((612 / 7) * i, 0, 612 / 7 + 1, 8).fill(color));
  stripe();
  doc.on('pageAdded', stripe);
  doc.font(fonts.bold).fontSize(11).fillColor(NAVY).text('oola', 72, 36);
  doc.moveDown(1.5);
  for (const line of lines) {
    if (line.startsWith('# ')) doc.font(fonts.bold).fontSize(24).fillColor(NAVY).text(line.slice(2)).moveDown(0.4);
    else if (line.startsWith('## '))
      doc.moveDown(0.6).font(fonts.bold).fontSize(13).fillColor(NAVY).text(line.slice(3)).moveDown(0.3);
    else if (line.trim())
      doc
        .font(fonts.regular)
        .fontSize(10.5)
        .fillColor('#1f2a3d')
        .text(line.trim(), { align: 'left', lineGap: 3 })
        .moveDown(0.5);
  }
  doc.end();
  console.log('wrote', file.replace(/\.md$/, '.pdf'));
}

for (const file of fs.readdirSync(source).filter((name) => name.endsWith('.md'))) render(file);
