/**
 * Normalises free text the way every text field of the spec does:
 * leading spaces are trimmed and runs of spaces collapse to one.
 * Trailing spaces are kept so a user can keep typing a next word.
 */
export function normalizeText(value: string): string {
  return value.replace(/^\s+/, '').replace(/ {2,}/g, ' ');
}

/** Normalised and trimmed at both ends: the form a saved text takes. */
export function cleanText(value: string): string {
  return normalizeText(value).trim();
}
