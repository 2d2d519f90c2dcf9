import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * Runs in the page: the document's structure as text, everything axe's WCAG rules read except the
 * words themselves (decision 079). Per element: its tag; its classes; whether it has text of its own
 * (and, for a field, a value); attributes that carry state or meaning with their values (roles, aria-*,
 * data-*, input types, tabindex, lang…) with digits written as #, so counters, dates and generated ids
 * fall out; attributes that point at ids (for, aria-labelledby…) as whether every id they name exists;
 * any other attribute (alt, href, placeholder, svg geometry…) as present, empty or absent; inline
 * styles without sizes and positions. Stylesheets count whole: colours come from them. Open shadow roots
 * and same-origin frames count as children. The viewport's width comes first.
 */
function readStructure(): string {
  const STATE_ATTRIBUTES = new Set([
    'role',
    'type',
    'tabindex',
    'lang',
    'dir',
    'scope',
    'autocomplete',
    'disabled',
    'checked',
    'selected',
    'readonly',
    'required',
    'multiple',
    'hidden',
    'inert',
    'open',
    'contenteditable',
  ]);
  const ID_REFERENCES = new Set([
    'for',
    'headers',
    'list',
    'aria-activedescendant',
    'aria-controls',
    'aria-describedby',
    'aria-details',
    'aria-errormessage',
    'aria-flowto',
    'aria-labelledby',
    'aria-owns',
  ]);
  const FREE_TEXT = new Set(['aria-label', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext']);
  const GEOMETRY =
    /width|height|size|top|left|right|bottom|inset|margin|padding|gap|transform|translate|rotate|scale|offset|position|radius|flex|grid|order|z-index|transition|animation|delay|duration/;
  /** React's useId (`_r_1p_`, `«r1»`, `:r1:`), which Mantine writes into class names and their styles. */
  const GENERATED_ID = /_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:/g;
  const withoutIds = (value: string) => value.replace(GENERATED_ID, 'r');
  const digitless = (value: string) => value.replace(/\d+/g, '#');

  const attribute = (element: Element, { name, value }: Attr): string | null => {
    if (name === 'id') return null;
    if (name === 'class') return `.${[...element.classList].map(withoutIds).sort().join('.')}`;
    if (name === 'style') {
      const style = (element as HTMLElement).style;
      const kept = [...style].filter((property) => !GEOMETRY.test(property)).sort();
      if (!kept.length) return null;
      return `style=${kept.map((property) => `${property}:${withoutIds(style.getPropertyValue(property))}`).join(';')}`;
    }
    if (ID_REFERENCES.has(name)) {
      const ids = value.split(/\s+/).filter(Boolean);
      return `${name}${ids.length && ids.every((id) => element.ownerDocument.getElementById(id)) ? '→' : '↛'}`;
    }
    if (!FREE_TEXT.has(name) && (STATE_ATTRIBUTES.has(name) || name.startsWith('aria-') || name.startsWith('data-'))) {
      return `${name}=${digitless(withoutIds(value))}`;
    }
    return value.trim() ? name : `${name}=""`;
  };

  const describe = (element: Element): string => {
    const parts = [element.localName];
    for (const attr of [...element.attributes].sort((a, b) => a.name.localeCompare(b.name))) {
      const part = attribute(element, attr);
      if (part !== null) parts.push(part);
    }
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      parts.push(element.value ? 'value' : 'no-value');
      if (element instanceof HTMLInputElement && element.checked) parts.push('checked');
    }
    if (element instanceof HTMLStyleElement) parts.push(withoutIds(element.textContent ?? ''));
    else if ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) {
      parts.push('text');
    }
    if (element.localName === 'script') return `<${parts.join(' ')}>`;
    const children = [...element.children, ...(element.shadowRoot?.children ?? [])];
    if (element instanceof HTMLIFrameElement && element.contentDocument)
      children.push(element.contentDocument.documentElement);
    // A run of identical siblings (the rows of a list) reads as one: axe finds the same in each.
    const described = children.map(describe).filter((child, index, all) => child !== all[index - 1]);
    return `<${parts.join(' ')}>${described.join('')}</>`;
  };

  return `${window.innerWidth}\n${describe(document.documentElement)}`;
}

/** A hash of the page's structure (see readStructure): equal for two states that differ only in their words and ids. */
export async function pageSignature(page: Page): Promise<string> {
  return createHash('sha256')
    .update(await page.evaluate(readStructure))
    .digest('hex');
}
