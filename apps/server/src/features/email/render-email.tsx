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
