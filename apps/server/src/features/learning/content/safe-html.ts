import { z } from 'zod';

/** The tags a module's HTML may use. No attributes, no links, no images: the client sanitises again. */
export const SAFE_HTML_TAGS = ['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote'] as const;

/** Number of words of an HTML or plain text, tags left out. */
export function wordCount(text: string): number {
  return text
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** What is wrong with a piece of HTML (a tag outside SAFE_HTML_TAGS, an attribute, an unclosed tag), or null. */
export function safeHtmlProblem(html: string): string | null {
  const open = new Map<string, number>();
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) {
    const parts = /^<(\/?)([a-z0-9]+)>$/.exec(tag);
    const name = parts?.[2];
    if (!parts || !name || !(SAFE_HTML_TAGS as readonly string[]).includes(name)) return `${tag} is not allowed`;
    open.set(name, (open.get(name) ?? 0) + (parts[1] ? -1 : 1));
  }
  const unbalanced = [...open].find(([, count]) => count !== 0);
  return unbalanced ? `<${unbalanced[0]}> is not closed` : null;
}

/** Safe HTML (SAFE_HTML_TAGS only) of minWords to maxWords words. */
export const safeHtml = (minWords = 1, maxWords = 5000) =>
  z
    .string()
    .trim()
    .min(1)
    .superRefine((html, ctx) => {
      const problem = safeHtmlProblem(html);
      if (problem) ctx.addIssue({ code: 'custom', message: `safe HTML only: ${problem}` });
      const words = wordCount(html);
      if (words < minWords || words > maxWords)
        ctx.addIssue({ code: 'custom', message: `${words} words; write ${minWords}-${maxWords}` });
    });
