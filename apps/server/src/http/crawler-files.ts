import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../policies/route-ability.js';
import { listedPages, readPageRoutes, unlistedPrefixes } from './page-routes.js';

export interface CrawlerFilesOptions {
  distDir: string;
  /** Where the site is reached (PUBLIC_URL), or null: then http://localhost:<port>. */
  publicUrl: string | null;
  port: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * robots.txt (the API and every page behind the sign-in or marked not for search engines are
 * disallowed) and sitemap.xml (the public pages, as absolute URLs), both from the route table the
 * web build wrote. Register inside a scope with the route policy.
 */
export async function crawlerFileRoutes(app: FastifyInstance, options: CrawlerFilesOptions): Promise<void> {
  const routes = readPageRoutes(options.distDir) ?? { public: [], private: [], unlisted: [] };
  const base = (options.publicUrl ?? `http://localhost:${options.port}`).replace(/\/+$/, '');
  const robots = [
    'User-agent: *',
    ...['/api/', ...unlistedPrefixes(routes)].map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...listedPages(routes).map((page) => `  <url><loc>${escapeXml(`${base}${page === '/' ? '/' : page}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

  const described = (summary: string) => ({ tags: ['Web app'], summary, hide: true });
  app.get('/robots.txt', { config: { ability: PUBLIC }, schema: described('Crawler rules') }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { config: { ability: PUBLIC }, schema: described('The public pages') }, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
}
