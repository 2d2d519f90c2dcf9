/**
 * A route's `handle` for an open page that search engines should leave out (sign-in, password
 * reset): the build lists it in robots.txt and not in sitemap.xml (vite-plugins/page-routes.ts).
 */
export const NOT_CRAWLED = { crawl: false } as const;
