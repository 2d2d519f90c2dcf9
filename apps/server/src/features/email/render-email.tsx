import { render, toPlainText } from '@react-email/render';
import type { EmailLinks, EmailTemplate } from './template.js';
import { EmailLayout } from './layout.js';

/** Headings keep their case in the text part (html-to-text shouts them by default). */
const PLAIN_TEXT_HEADINGS = ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } }));

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The message in the shared layout: the HTML, and the plain text read from that same HTML. */
export async function renderEmail<D>(
  template: EmailTemplate<D>,
  data: D,
  links: EmailLinks,
  brandName: string,
): Promise<RenderedEmail> {
  return template.printedAsIs
    ? renderFromStencil(template, data, links, brandName)
    : renderFully(template, data, links, brandName);
}

/** Each React render, html-to-text included, costs a few ms of CPU: 10,000 reminders would spend most of a minute on it. */
const MAX_STENCILS = 200;
const stencils = new Map<string, Promise<RenderedEmail>>();
/** Placeholders that survive React's escaping and html-to-text as they are. */
const slot = (index: number) => `oolaslot${index}x`;
const UNSUBSCRIBE_SLOT = 'oolaslotunsubscribex';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[character]};`,
  );

/**
 * The message rendered with placeholders for the printed-as-is fields and the unsubscribe link (kept per
 * value of everything else), then filled in: escaped in the HTML, as they are in the text.
 */
async function renderFromStencil<D>(
  template: EmailTemplate<D>,
  data: D,
  links: EmailLinks,
  brandName: string,
): Promise<RenderedEmail> {
  const fields = template.printedAsIs ?? [];
  const stencilData = { ...data };
  fields.forEach((field, index) => ((stencilData as Record<string, unknown>)[field] = slot(index)));
  const stencilLinks = { ...links, unsubscribeUrl: links.unsubscribeUrl === null ? null : UNSUBSCRIBE_SLOT };
  const key = JSON.stringify([template.name, stencilData, stencilLinks, brandName]);
  let stencil = stencils.get(key);
  if (!stencil) {
    if (stencils.size >= MAX_STENCILS) stencils.clear();
    stencil = renderFully(template, stencilData, stencilLinks, brandName);
    stencils.set(key, stencil);
  }
  const { html, text } = await stencil;
  const values = new Map<string, string>(fields.map((field, index) => [slot(index), String(data[field])]));
  if (links.unsubscribeUrl !== null) values.set(UNSUBSCRIBE_SLOT, links.unsubscribeUrl);
  const fill = (content: string, escape: (value: string) => string) =>
    content.replace(/oolaslot(?:\d+|unsubscribe)x/g, (placeholder) => escape(values.get(placeholder) ?? placeholder));
  return { subject: template.subject(data), html: fill(html, escapeHtml), text: fill(text, (value) => value) };
}

async function renderFully<D>(
  template: EmailTemplate<D>,
  data: D,
  links: EmailLinks,
  brandName: string,
): Promise<RenderedEmail> {
  const subject = template.subject(data);
  const html = await render(
    <EmailLayout
      brandName={brandName}
      subject={subject}
      publicUrl={links.publicUrl}
      reason={template.reason(data)}
      unsubscribeUrl={links.unsubscribeUrl}
    >
      <template.Body data={data} links={links} />
    </EmailLayout>,
  );
  return { subject, html, text: toPlainText(html, { selectors: PLAIN_TEXT_HEADINGS }) };
}
