import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { createServer, type Plugin } from 'vite';

/** What the server needs to know of the route table (apps/server/src/http/page-routes.ts reads it). */
export interface PageRoutes {
  /** Pages anyone may open, as React Router patterns (`/FreeTest/:ambassadorsName?`). */
  public: string[];
  /** Pages behind the sign-in (RequireSession): search engines are asked to stay out. */
  private: string[];
  /** Public pages marked `handle: { crawl: false }` (sign-in, password reset): open, but not for search engines. */
  unlisted: string[];
}

/** The pattern of every route with a path, joined to its parents'; the catch-all (`*`) is no page. */
export function pageRoutes(routes: RouteObject[], isSessionGuard: (route: RouteObject) => boolean): PageRoutes {
  const found: PageRoutes = { public: [], private: [], unlisted: [] };
  const visit = (list: RouteObject[], parent: string, signedIn: boolean) => {
    for (const route of list) {
      const own = route.index ? '' : (route.path ?? '');
      const pattern = own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
      const behindSignIn = signedIn || isSessionGuard(route);
      if ((route.path !== undefined || route.index) && own !== '*') {
        const crawl = (route.handle as { crawl?: boolean } | undefined)?.crawl !== false;
        const kind = behindSignIn ? 'private' : crawl ? 'public' : 'unlisted';
        found[kind].push(pattern.replace(/(.)\/$/, '$1'));
      }
      if (route.children) visit(route.children, pattern, behindSignIn);
    }
  };
  visit(routes, '/', false);
  return {
    public: [...new Set(found.public)],
    private: [...new Set(found.private)],
    unlisted: [...new Set(found.unlisted)],
  };
}

/**
 * After the build: writes page-routes.json from the app's route table, so the server answers a
 * path no route matches with a 404 (the not-found page still renders) and lists the public pages
 * in sitemap.xml and the private ones in robots.txt.
 */
export function pageRoutesFile(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'page-routes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { appRoutes } = (await server.ssrLoadModule('/src/app/router.tsx')) as { appRoutes: RouteObject[] };
        const { RequireSession } = (await server.ssrLoadModule('/src/app/shell/require-session.tsx')) as {
          RequireSession: unknown;
        };
        const isSessionGuard = (route: RouteObject) =>
          (route.element as { type?: unknown } | undefined)?.type === RequireSession;
        const routes = pageRoutes(appRoutes, isSessionGuard);
        fs.writeFileSync(path.join(outDir, 'page-routes.json'), JSON.stringify(routes, null, 2));
      } finally {
        await server.close();
      }
    },
  };
}
