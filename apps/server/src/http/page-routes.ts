import fs from 'node:fs';
import path from 'node:path';
import { pagePatternRegExp } from '@oola/domain';

/** The web app's route table as the build wrote it (apps/web/vite-plugins/page-routes.ts). */
export interface PageRoutes {
  public: string[];
  private: string[];
  unlisted: string[];
}

/** page-routes.json of a build folder, or null for a build without one. */
export function readPageRoutes(distDir: string): PageRoutes | null {
  const file = path.join(distDir, 'page-routes.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PageRoutes;
}

/** Whether a URL path (no query) is one of the app's pages, as React Router would match it. */
export function pageMatcher(routes: PageRoutes): (pathname: string) => boolean {
  const patterns = [...routes.public, ...routes.private, ...routes.unlisted].map(pagePatternRegExp);
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    return patterns.some((pattern) => pattern.test(decoded));
  };
}

/** The public pages as links: each pattern without its optional parameters, when no other parameter is left. */
export function listedPages(routes: PageRoutes): string[] {
  const pages = routes.public
    .map((pattern) => pattern.replace(/\/:[^/]+\?/g, '') || '/')
    .filter((page) => !/[:*]/.test(page));
  return [...new Set(pages)];
}

/** Where robots.txt asks crawlers not to go: each private or unlisted page's path up to its first parameter. */
export function unlistedPrefixes(routes: PageRoutes): string[] {
  const prefixes = [...routes.private, ...routes.unlisted].map((pattern) => pattern.replace(/\/[:*].*$/, ''));
  return [...new Set(prefixes)].filter((prefix) => prefix !== '' && prefix !== '/').sort();
}
