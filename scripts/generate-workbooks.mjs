// Renders every e-learning module's Do section (content/elearning/*.yaml) into a printable workbook PDF at its
// `workbook` path under apps/web/public: the title, the exercise, space to draw or a day tracker when the
// exercise asks for one, and ruled lines to write on. Fonts and colours as in scripts/generate-policies.mjs.
// Run: node scripts/generate-workbooks.mjs [module-key] (the PDFs are committed; CI needs nothing).
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { AREAS } from '../packages/domain/src/areas.ts';
import { allModules, fileOf } from './elearning-content.mjs';

const only = process.argv[2];

// Liberation Sans when installed (embedded, so every viewer draws the same glyphs); else Helvetica.
const fontDir = '/usr/share/fonts/truetype/liberation';
const liberation = (style) => path.join(fontDir, `LiberationSans-${style}.ttf`);
const fonts = ['Regular', 'Bold', 'Italic', 'BoldItalic'].every((style) => fs.existsSync(liberation(style)))
  ? {
      regular: liberation('Regular'),
      bold: liberation('Bold'),
      italic: liberation('Italic'),
      boldItalic: liberation('BoldItalic'),
    }
  : { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', boldItalic: 'Helvetica-BoldOblique' };

const NAVY = '#1f3a68';
const TEXT = '#1f2a3d';
const MUTED = '#5b6b84';
const RULE = '#c9d3e3';
const PAGE = { width: 612, height: 792, margin: 64, bottom: 60 };
const WIDTH = PAGE.width - 2 * PAGE.margin;

const decode = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Inline HTML (strong, em) as runs of { text, bold, italic }, whitespace collapsed. */
function runs(html) {
  const result = [];
  let bold = false;
  let italic = false;
  for (const part of html
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(<\/?(?:strong|em)>)/)) {
    if (part === '<strong>' || part === '</strong>') bold = part === '<strong>';
    else if (part === '<em>' || part === '</em>') italic = part === '<em>';
    else if (part) result.push({ text: decode(part), bold, italic });
  }
  return result;
}

/** The block-level HTML of a Do section (p, h3, blockquote, ul, ol) as a list of blocks. */
function blocks(html) {
  return [...html.matchAll(/<(p|h3|blockquote|ul|ol)>([\s\S]*?)<\/\1>/g)].map(([, type, inner]) =>
    type === 'ul' || type === 'ol'
      ? { type, items: [...inner.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => runs(item)) }
      : { type, runs: runs(inner) },
  );
}

function fontOf(run, base = {}) {
  const bold = run.bold || base.bold;
  const italic = run.italic || base.italic;
  return bold && italic ? fonts.boldItalic : bold ? fonts.bold : italic ? fonts.italic : fonts.regular;
}

function writeRuns(doc, list, x, width, base = {}) {
  list.forEach((run, i) => {
    doc.font(fontOf(run, base));
    const options = { width, lineGap: 3, continued: i < list.length - 1 };
    if (i === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

/** Ruled lines from the current position to the bottom margin. */
function ruledLines(doc) {
  const bottom = PAGE.height - PAGE.bottom - 10;
  for (let y = doc.y + 26; y <= bottom; y += 26)
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
  doc.y = bottom;
}

function heading(doc, text) {
  doc.moveDown(0.8).font(fonts.bold).fontSize(12).fillColor(NAVY).text(text, PAGE.margin, doc.y, { width: WIDTH });
}

/** A box of squares to tick, one per day. */
function tracker(doc, days) {
  heading(doc, days > 7 ? `My ${days}-day tracker` : 'My week');
  const perRow = days > 7 ? 10 : 7;
  const size = days > 7 ? 34 : 44;
  const gap = (WIDTH - perRow * size) / (perRow - 1);
  let top = doc.y + 8;
  if (top + Math.ceil(days / perRow) * (size + 16) > PAGE.height - PAGE.bottom) {
    doc.addPage();
    top = doc.y;
  }
  for (let day = 0; day < days; day += 1) {
    const x = PAGE.margin + (day % perRow) * (size + gap);
    const y = top + Math.floor(day / perRow) * (size + 16);
    doc.roundedRect(x, y, size, size, 4).lineWidth(0.8).strokeColor(RULE).stroke();
    doc
      .font(fonts.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Day ${day + 1}`, x, y + size + 2, { width: size, align: 'center' });
  }
  doc.y = top + Math.ceil(days / perRow) * (size + 16);
}

function drawingSpace(doc) {
  heading(doc, 'Space to draw');
  const height = 200;
  if (doc.y + height + 8 > PAGE.height - PAGE.bottom) doc.addPage();
  const top = doc.y + 8;
  doc.roundedRect(PAGE.margin, top, WIDTH, height, 8).lineWidth(0.8).dash(4, { space: 4 }).strokeColor(RULE).stroke();
  doc.undash();
  doc.y = top + height;
}

function render(module) {
  const file = fileOf(module.do.workbook);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: { Title: `${module.do.title}: workbook`, Author: 'Oola', Subject: module.title },
  });
  doc.pipe(fs.createWriteStream(file));
  const stripe = () => AREAS.forEach((area, i) => doc.rect((612 / 7) * i, 0, 612 / 7 + 1, 8).fill(area.color));
  stripe();
  doc.on('pageAdded', stripe);

  doc.font(fonts.bold).fontSize(11).fillColor(NAVY).text('oola', PAGE.margin, 30);
  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor(MUTED)
    .text('Name ______________________   Date ____________', PAGE.margin, 32, { width: WIDTH, align: 'right' });

  doc.rect(PAGE.margin, 70, 4, 14).fill(module.color);
  doc
    .font(fonts.bold)
    .fontSize(9)
    .fillColor(NAVY)
    .text(`${module.kicker.toUpperCase()}  ·  WORKBOOK`, PAGE.margin + 12, 73, { characterSpacing: 1 });
  doc.moveDown(0.8).font(fonts.bold).fontSize(22).fillColor(NAVY).text(module.do.title, PAGE.margin, doc.y);
  doc.font(fonts.regular).fontSize(11).fillColor(MUTED).text(module.title).moveDown(0.8);

  doc.fontSize(11).fillColor(TEXT);
  for (const block of blocks(module.do.content)) {
    if (block.type === 'h3') {
      doc
        .font(fonts.bold)
        .fontSize(12.5)
        .fillColor(NAVY)
        .text(block.runs.map((run) => run.text).join(''));
      doc.fontSize(11).fillColor(TEXT).moveDown(0.3);
    } else if (block.type === 'p') {
      writeRuns(doc, block.runs, PAGE.margin, WIDTH);
      doc.moveDown(0.6);
    } else if (block.type === 'blockquote') {
      const top = doc.y;
      writeRuns(doc, block.runs, PAGE.margin + 16, WIDTH - 16, { italic: true });
      doc.rect(PAGE.margin, top - 2, 3, doc.y - top + 2).fill(module.color);
      doc.fillColor(TEXT).moveDown(0.6);
    } else {
      block.items.forEach((item, i) => {
        const top = doc.y;
        doc
          .font(fonts.bold)
          .fillColor(NAVY)
          .text(block.type === 'ol' ? `${i + 1}.` : '•', PAGE.margin + 4, top, { width: 16 });
        doc.fillColor(TEXT).y = top;
        writeRuns(doc, item, PAGE.margin + 22, WIDTH - 22);
        doc.moveDown(0.25);
      });
      doc.moveDown(0.4);
    }
  }

  if (/\bdraw\b/i.test(module.do.content)) drawingSpace(doc);
  if (/\btick\b/i.test(module.do.content)) tracker(doc, /30-day/.test(module.do.content) ? 30 : 7);

  if (doc.y > PAGE.height - PAGE.bottom - 26 * 5) doc.addPage();
  heading(doc, 'My answers');
  ruledLines(doc);
  doc.addPage();
  doc.font(fonts.bold).fontSize(12).fillColor(NAVY).text('More space for my answers', PAGE.margin, PAGE.margin);
  ruledLines(doc);

  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    doc.page.margins.bottom = 0;
    doc
      .font(fonts.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${module.source}  ·  ${module.title}  ·  page ${page + 1} of ${count}`, PAGE.margin, PAGE.height - 36, {
        width: WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return file;
}

let count = 0;
for (const module of allModules()) {
  if (!module.do || (only && module.key !== only)) continue;
  render(module);
  count += 1;
}
console.log(`wrote ${count} workbooks`);
