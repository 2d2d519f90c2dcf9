import type { Page } from '@playwright/test';
import { pageSignature } from './page-signature';
import { expect, test } from './test';

/** The signature of a document made of `body`, at the page's current width. */
async function signatureOf(page: Page, body: string): Promise<string> {
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`);
  return pageSignature(page);
}

const card = (title: string, id: string, extra = '') =>
  `<section class="card" aria-labelledby="${id}"${extra}><h2 id="${id}">${title}</h2><button type="button">Open</button></section>`;

test('the page signature ignores words, ids and numbers but not structure, text presence, colours or width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const base = await signatureOf(page, card('Your goals', 'r1', ' data-count="3"'));

  expect(await signatureOf(page, card('Tes objectifs pour 2027', 'r42', ' data-count="12"'))).toBe(base);
  expect(await signatureOf(page, card('Your goals', 'r1', ' data-count="3" style="width: 40px"'))).toBe(base);

  expect(await signatureOf(page, card('Your goals', 'r1', ' data-count="3" role="region"'))).not.toBe(base);
  expect(await signatureOf(page, card('Your goals', 'r1', ' data-count="3" data-state="open"'))).not.toBe(base);
  expect(await signatureOf(page, card('Your goals', 'r1', ' data-count="3" style="color: #777"'))).not.toBe(base);
  expect(await signatureOf(page, card('', 'r1', ' data-count="3"'))).not.toBe(base);
  expect(
    await signatureOf(page, card('Your goals', 'r1', ' data-count="3"').replace('id="r1"', 'id="other"')),
  ).not.toBe(base);
  expect(
    await signatureOf(page, card('Your goals', 'r1', ' data-count="3"').replace('"card"', '"card dimmed"')),
  ).not.toBe(base);

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await signatureOf(page, card('Your goals', 'r1', ' data-count="3"'))).not.toBe(base);
});

test('a list reads the same whatever the number of its identical rows', async ({ page }) => {
  const list = (rows: string[]) => `<ul>${rows.map((row) => `<li class="row">${row}</li>`).join('')}</ul>`;
  const three = await signatureOf(page, list(['a', 'b', 'c']));
  expect(await signatureOf(page, list(['one', 'two', 'three', 'four', 'five']))).toBe(three);
  expect(await signatureOf(page, `${list(['a', 'b', 'c'])}<p>more</p>`)).not.toBe(three);
});
