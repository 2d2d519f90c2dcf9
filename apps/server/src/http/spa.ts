import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Pages the build rendered to HTML ahead of time (prerendered.json: URL path → file), by lower-case path. */
function prerenderedPages(distDir: string): Map<string, string> {
  const manifest = path.join(distDir, 'prerendered.json');
  if (!fs.existsSync(manifest)) return new Map();
  const pages = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([page, file]) => [page.toLowerCase(), file]));
}

/** The API and the file folders: a miss there is a 404, never the app's page. */
const NOT_PAGES = /^\/(api|media|assets)(\/|$|\?)/i;

/**
 * Serves the built web app and answers unknown non-API GETs with index.html
 * (history fallback), so deep links like /steps load the SPA; a missing file under /media or
 * /assets is a 404. A prerendered page gets its own HTML, which paints before the script has loaded.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const prerendered = hasBuild ? prerenderedPages(distDir) : new Map<string, string>();
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
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && hasBuild && !NOT_PAGES.test(request.url)) {
      const page = prerendered.get((request.url.split('?')[0] ?? '').toLowerCase()) ?? 'index.html';
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
