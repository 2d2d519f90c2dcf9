import DOMPurify from 'dompurify';

// Images their author left undescribed are marked decorative: screen readers skip them rather than
// read out their file names.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** HTML from the server, made safe to put in the DOM (DOMPurify). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}
