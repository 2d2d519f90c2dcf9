import { expect, test } from '../support/test';

test('robots.txt is plain text that keeps crawlers out of the signed-in pages', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await response.text()).split('\n');
  expect(lines[0]).toBe('User-agent: *');
  expect(lines).toEqual(
    expect.arrayContaining(['Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /steps', 'Disallow: /login']),
  );
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('sitemap.xml is XML listing the public pages, each of which answers 200', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(pages).toEqual(expect.arrayContaining([`${baseURL}/`, `${baseURL}/learnMore`, `${baseURL}/coachDirectory`]));
  expect(pages.filter((page) => /dashboard|login|:/.test(new URL(page).pathname))).toEqual([]);
  for (const page of pages) {
    const answer = await request.get(page);
    expect({ page, status: answer.status() }).toEqual({ page, status: 200 });
  }
});

test('the favicon is the brand icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/vnd.microsoft.icon');
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
