const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A React Router pattern of the web app's route table as a regular expression, for the two that decide which paths
 * are pages: the server (a 404 for the others) and the service worker (the others go to the network).
 * `:name` is one segment, `:name?` an optional one, `*` the rest; case-insensitive as React Router, a trailing
 * slash and a query string allowed (the service worker matches the path with its query).
 */
export function pagePatternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/?]+)?' : '/[^/?]+';
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  return new RegExp(`^${body}/?(?:\\?.*)?$`, 'i');
}
