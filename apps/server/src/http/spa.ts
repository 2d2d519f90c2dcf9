import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pageMatcher, readPageRoutes } from './page-routes.js';

/** Pages the build rendered to HTML ahead of time (prerendered.json: URL path → file), by lower-case path. */
function prerenderedPages(distDir: string): Map<string, string> {
  const manifest = path.join(distDir, 'prerendered.json');
  if (!fs.existsSync(manifest)) return new Map();
  const pages = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([page, file]) => [page.toLowerCase(), file]));
}

/** The API and the file folders: a miss there is a 404, never the app's page. */
const NOT_PAGES = /^\/(api|media|assets)(\/|$|\?)/i;

export interface SpaOptions {
  distDir: string;
  /** Whether a one-segment path (/janedoe) is someone's web alias: it is redirected to their site, /myoola/janedoe. */
  isWebAlias: (alias: string) => Promise<boolean>;
}

/** A single path segment that could be a web alias (/janedoe), or null. */
function aliasCandidate(pathname: string): string | null {
  const match = /^\/([A-Za-z0-9._-]+)\/?$/.exec(pathname);
  return match?.[1] ?? null;
}

/**
 * Serves the built web app and answers unknown non-API GETs with index.html (history fallback), so
 * deep links like /steps load the SPA. A path that is none of the app's pages (page-routes.json,
 * written by the build from the route table) gets the same page with status 404: the app shows its
 * not-found page, and crawlers see a 404. A missing file under /media or /assets is a plain 404.
 * Someone's web alias (/janedoe) is redirected to their personal site (/myoola/janedoe). A prerendered page gets
 * its own HTML, which paints before the script has loaded.
 */
export async function registerSpa(app: FastifyInstance, { distDir, isWebAlias }: SpaOptions): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const prerendered = hasBuild ? prerenderedPages(distDir) : new Map<string, string>();
  const pageRoutes = hasBuild ? readPageRoutes(distDir) : null;
  const isPage = pageRoutes ? pageMatcher(pageRoutes) : () => true;
  if (hasBuild) {
    // preCompressed: the build writes .br/.gz beside each asset; hashed assets never change.
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (response, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          response.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const webAlias = async (pathname: string) => {
    const alias = aliasCandidate(pathname);
    return alias !== null && (await isWebAlias(alias)) ? alias : null;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const [pathname = '', query] = request.url.split(/\?(.*)/s);
    if (wantsPage && hasBuild && !NOT_PAGES.test(request.url)) {
      const known = isPage(pathname);
      const alias = known ? null : await webAlias(pathname);
      // Someone's web alias is their personal site: sent there at once, so the not-found page never looks it up.
      if (alias !== null) return reply.redirect(`/myoola/${alias}${query ? `?${query}` : ''}`, 302);
      const page = prerendered.get(pathname.toLowerCase()) ?? 'index.html';
      return reply
        .status(known ? 200 : 404)
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile(page);
    }
    return reply.status(404).send({ message: `No route ${request.method} ${pathname}` });
  });
}
