import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

// The public pages only read: their tests share nothing and may run on any worker at once (decision 082).
test.describe.configure({ mode: 'parallel' });

/** Every public route owned by the public site, with a heading it must show. */
const ROUTES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Balance the seven areas of your life/ },
  { path: '/home', heading: /Balance the seven areas of your life/ },
  { path: '/learnMore', heading: /Find your purpose/ },
  { path: '/learnmore/faq', heading: /Frequently asked questions/ },
  { path: '/ourLeadership', heading: /Our leadership/ },
  { path: '/ourStory', heading: /Our story/ },
  { path: '/ourCause', heading: /Feeding children/ },
  { path: '/theOpportunity', heading: /Share balance/ },
  { path: '/Science', heading: /Nourish the mind/ },
  { path: '/Affiliate', heading: /Share\. Earn up to 30%/ },
  { path: '/Partner', heading: /Do work that matters/ },
  { path: '/TRS', heading: /Rebalance from sunrise to sunset/ },
  { path: '/contact', heading: /We are here to help/ },
  { path: '/privacyPolicy', heading: /Privacy Policy/ },
  { path: '/termsOfUse', heading: /Terms of Use/ },
  { path: '/myoola/janedoe/ourStory', heading: /Our story/ },
  { path: '/learnmore/myoola/janedoe', heading: /Find your purpose/ },
];

async function expectRealPage(page: Page, heading: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/lorem ipsum|coming soon/i);
  expect(text.length).toBeGreaterThan(100);
  await expect(page.locator('footer')).toContainText('© 2022');
  expect(await page.title()).not.toBe('');
}

for (const width of [1280, 375]) {
  test(`every public page renders real content at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const titles = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expectRealPage(page, route.heading);
      titles.add(await page.title());
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route.path} is wider than the screen`).toBeLessThanOrEqual(1);
    }
    expect(titles.size).toBeGreaterThanOrEqual(13);
  });
}

test("a visitor at /myoola/janedoe sees Jane's card and links that keep her alias", async ({ page }) => {
  await page.goto('/myoola/janedoe');
  const card = page.getByTestId('ambassador-card');
  await expect(card).toContainText('Jane Doe');
  await expect(card.getByTestId('customer-level')).toHaveText('LEVEL 1');
  await card.getByRole('button', { name: 'My achievements' }).click();
  await expect(page.getByRole('dialog')).toContainText('BADGES');
  await page.keyboard.press('Escape');

  await expect(page.getByRole('link', { name: 'JOIN', exact: true }).first()).toHaveAttribute(
    'href',
    '/learnmore/myoola/janedoe',
  );
  await expect(page.getByRole('link', { name: 'ENROLL NOW' })).toHaveAttribute('href', '/enroll?ref=janedoe');
  await expect(page.getByRole('link', { name: /oola home/i })).toHaveAttribute('href', '/myoola/janedoe');
  await page.locator('#journey').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2500);
  await page.getByTestId('free-test-link').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('free-test-link')).toHaveAttribute('href', '/FreeTest/janedoe');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/myoola\/janedoe\/ourStory$/);
});

test('START TODAY scrolls smoothly to the journey, whose selector follows hover and click', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'START TODAY' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(page.locator('#journey')).toBeInViewport();
  const panel = page.getByTestId('journey-panel');
  await expect(panel).toHaveAttribute('data-index', '0');
  await page.getByRole('button', { name: 'FAMILY' }).hover();
  await expect(panel).toHaveAttribute('data-index', '3');
  await expect(panel).toContainText('FAMILY');
  await page.getByRole('button', { name: 'FUN' }).click();
  await expect(panel).toHaveAttribute('data-index', '7');
});

test('the counter reaches 1,000,000 people and 43 countries once visible', async ({ page }) => {
  await page.goto('/');
  const counter = page.getByTestId('people-counter');
  await page.locator('#journey').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 3000);
  await counter.scrollIntoViewIfNeeded();
  await expect(counter).toHaveText('1,000,000', { timeout: 8000 });
  await expect(page.getByTestId('countries-counter')).toHaveText('43');
});

test('home shows the server cards with LEARN MORE and SHOP NOW', async ({ page }) => {
  await page.goto('/');
  await page.locator('#journey').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1500);
  await page.locator('#products').scrollIntoViewIfNeeded();
  await expect(
    page.locator('#products').getByRole('link', { name: /SHOP NOW: Total Rebalancing System/ }),
  ).toBeVisible();
  await page.locator('#services').scrollIntoViewIfNeeded();
  await expect(
    page
      .getByTestId('services-carousel')
      .getByRole('link', { name: /LEARN MORE/ })
      .first(),
  ).toBeVisible();
});

test('?exigo=1 hides the header and leaves a spacer', async ({ page }) => {
  await page.goto('/home?exigo=1');
  await expect(page.getByTestId('exigo-spacer')).toBeAttached();
  await expect(page.getByRole('link', { name: 'ENROLL NOW' })).toHaveCount(0);
});

test('/learnmore/faq scrolls to the FAQ and links the compensation plan PDF', async ({ page }) => {
  await page.goto('/learnmore/faq');
  await expect(page.getByTestId('faq-list')).toBeInViewport();
  await page.getByRole('button', { name: 'How can I earn as an ambassador?' }).click();
  await expect(page.getByRole('link', { name: 'compensation plan (PDF)' })).toHaveAttribute(
    'href',
    '/media/files/compensation-plan.pdf',
  );
});

for (const [path, firstSection] of [
  ['/privacyPolicy', '1. Information you give us'],
  ['/termsOfUse', '1. The service'],
] as const) {
  test(`${path} shows its text and draws its PDF when asked`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: firstSection })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    expect(scripts.filter((url) => /pdf/.test(url))).toEqual([]);
    await page.getByRole('button', { name: 'View as PDF' }).click();
    await expect(page.locator('[data-testid="pdf-viewer"] canvas, [data-testid="pdf-iframe"]').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 20_000 });
  });
}

test('TRS: price, regimen with collapsible sections and the ingredients modal', async ({ page }) => {
  await page.goto('/TRS');
  await expect(page.getByTestId('trs-price')).toContainText('$213.95');
  await expect(page.getByTestId('trs-price')).toContainText('$234.95');
  await expect(page.getByTestId('regimen-step')).toHaveCount(6);
  const rise = page.getByTestId('regimen-step').first();
  await rise.getByRole('button', { name: /Ingredients/ }).click();
  await rise.getByRole('button', { name: 'Enlarge Rise ingredients' }).click();
  await expect(page.getByRole('dialog', { name: 'Rise ingredients' })).toBeVisible();
});

test('the mobile burger menu opens the navigation under 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Science' })).toBeVisible();
  await drawer.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/learnmore\/faq$/);
});

test('the header menus, loaded on first use, open from the keyboard and on hover', async ({ page }) => {
  await page.goto('/home');
  const partner = page.getByRole('button', { name: 'Partner with Oola' });
  await expect(partner).toHaveAttribute('aria-haspopup', 'menu');
  await expect(partner).toHaveAttribute('aria-expanded', 'false');
  await partner.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: /Ambassador/ })).toBeVisible();
  await expect(partner).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: /Ambassador/ })).toHaveCount(0);
  await expect(partner).toBeFocused();
  await page.getByRole('button', { name: 'Shop' }).hover();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test("Login menu: 'Access My Programs' opens the login modal", async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('menuitem', { name: 'Access My Products' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Access My Programs' }).click();
  await expect(page.getByPlaceholder('Cell Phone Number')).toBeVisible();
});
