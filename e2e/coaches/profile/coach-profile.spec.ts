import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { dismissCoachBadges } from '../../support/coach-achievements';
import { signInAs } from '../../support/session';
import { expect, test } from '../../support/test';

/** A real image to upload, in a colour of its own. */
const image = (width: number, height: number, red: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 140, b: 90 } } })
    .png()
    .toBuffer();

async function upload(page: Page, trigger: Locator, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
  await expect(page.getByText('Image uploaded correctly').last()).toBeVisible();
}

/**
 * Coach 2001's profile and bio as they were before a test edited them, saved back afterwards (even when the
 * test failed), so that later specs, and a retry, meet the seeded listing (Denver, its welcome phrase).
 */
let restoreProfile: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restoreProfile?.();
  restoreProfile = null;
});

async function keepProfileOf(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const original = await (await page.request.get('/api/Coach/GetMyProfile/2001', { headers })).json();
  const request = page.request;
  restoreProfile = async () => {
    const restored = await request.put('/api/Coach/EditProfile', { headers, data: original });
    expect(restored.status()).toBe(200);
  };
}

/** The picture the browser shows: its address and its real width. */
const shown = (img: Locator) =>
  img.evaluate((element: HTMLImageElement) => ({ src: element.src, width: element.naturalWidth }));

test('coach 2001 edits the profile and bio, uploads a cover and a picture, and the directory shows them', async ({
  page,
}) => {
  const coach = await signInAs(page, 2001);
  // A badge earned in an earlier spec (a certification module...) would open its modal over the portal.
  await dismissCoachBadges(page.request, 2001, coach.token);
  await keepProfileOf(page, coach.token);
  await page.goto('/DashboardCoach');
  await expect(page.getByRole('heading', { name: 'Morgan Reyes' })).toBeVisible();
  await expect(page.getByText('Busy professionals who want their evenings back')).toBeVisible();

  await page.getByRole('button', { name: 'EDIT PROFILE' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(modal.getByText('MY PROFILE')).toBeVisible();
  // The zip lookup fills city and state, which the coach cannot type over.
  await modal.getByLabel('Zip code').fill('90210');
  await expect(modal.getByLabel('City')).toHaveValue('Beverly Hills');
  await expect(modal.getByLabel('State')).toHaveValue('CA');
  await expect(modal.getByLabel('City')).toHaveAttribute('readonly', '');
  await modal.getByLabel('Zip code').fill('00000');
  await expect(modal.getByText('Please enter a valid Zip Code', { exact: true })).toBeVisible();
  await expect(modal.getByLabel('City')).not.toHaveAttribute('readonly');
  await modal.getByLabel('Zip code').fill('90210');
  await expect(modal.getByLabel('City')).toHaveValue('Beverly Hills');
  await expect(modal.getByLabel('Phone')).toHaveValue('555-010-2001');

  // Each bio limit: one character over is refused, with the counter in red.
  const phrase = modal.getByLabel('Welcome phrase');
  await phrase.fill('w'.repeat(151));
  await modal.getByLabel('My offer').fill('o'.repeat(301));
  await modal.getByLabel('About me').fill('a'.repeat(751));
  await expect(modal.getByText('151/150')).toBeVisible();
  await expect(modal.getByText('301/300')).toBeVisible();
  await expect(modal.getByText('751/750')).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('The welcome phrase must be at most 150 characters')).toBeVisible();
  await expect(modal.getByText('My offer must be at most 300 characters')).toBeVisible();
  await expect(modal.getByText('About me must be at most 750 characters')).toBeVisible();
  await expect(modal.getByRole('alert')).toContainText('Please check the highlighted fields.');

  const header = 'Evenings back for busy LA professionals';
  await phrase.fill(header);
  await modal.getByLabel('My offer').fill('o'.repeat(300));
  await modal.getByLabel('About me').fill(`I coach people in demanding jobs. ${'a'.repeat(716)}`);
  await expect(modal.getByText('300/300')).toBeVisible();
  await expect(modal.getByText('750/750')).toBeVisible();
  await modal.getByLabel('$95 per session').check();
  await modal.getByLabel('No', { exact: true }).check();
  await expect(modal.getByLabel('Testimonial (optional)')).toBeHidden();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(header)).toBeVisible();
  await expect(page.getByText('Beverly Hills, CA')).toBeVisible();
  await expect(page.getByText('$95 per session')).toBeVisible();

  // The cover and the picture: re-encoded by the server, shown at once with a cache-busting timestamp.
  await upload(page, page.getByRole('button', { name: 'Edit cover photo' }), 'cover.png', await image(1800, 800, 30));
  const cover = page.getByRole('img', { name: "Morgan Reyes's cover photo" });
  await expect.poll(async () => (await shown(cover)).src).toMatch(/\/media\/cover\/[0-9a-f]{32}\.webp\?t=\d+$/);
  await expect.poll(async () => (await shown(cover)).width).toBe(1440);
  await upload(
    page,
    page.getByRole('button', { name: 'Upload a profile picture' }),
    'me.png',
    await image(900, 900, 220),
  );
  const picture = page.getByRole('img', { name: "Morgan Reyes's picture" });
  await expect.poll(async () => (await shown(picture)).src).toMatch(/\/media\/profile\/[0-9a-f]{32}\.webp\?t=\d+$/);
  await expect.poll(async () => (await shown(picture)).width).toBe(400);

  // See Directory Listing: the public modal, as visitors see it.
  await page.getByRole('button', { name: 'SEE DIRECTORY LISTING' }).click();
  const listing = page.getByRole('dialog', { name: 'Coach profile' });
  await expect(listing.getByText(header)).toBeVisible();
  await expect(listing.getByText('Beverly Hills, CA')).toBeVisible();
  await expect(listing.getByText('$95')).toBeVisible();
  await expect(listing.getByText('Morgan helped me stop treating rest as a reward', { exact: false })).toBeHidden();
  await page.keyboard.press('Escape');

  // A visitor's directory shows the new listing.
  await page.goto('/coachDirectory');
  await page.getByLabel('Coach name').fill('Morgan');
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByTestId('coach-results').getByRole('button', { name: /Morgan Reyes/ });
  await expect(card).toContainText('Beverly Hills, CA');
  await expect(card).toContainText(header);
  await card.click();
  await expect(page.getByRole('dialog').getByText(header)).toBeVisible();
});

test('replacing the cover photo shows the new one at once and never asks for the deleted file', async ({ page }) => {
  const coach = await signInAs(page, 2001);
  await dismissCoachBadges(page.request, 2001, coach.token);
  const missingImages: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/media/') && response.status() >= 400) missingImages.push(response.url());
  });
  await page.goto('/DashboardCoach');
  const cover = page.getByRole('img', { name: "Morgan Reyes's cover photo" });
  await expect(cover).toBeVisible({ timeout: 30_000 });
  for (const [red, width] of [
    [60, 1280],
    [200, 375],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/Coach/UploadCoverImage'));
    await upload(
      page,
      page.getByRole('button', { name: 'Edit cover photo' }),
      'cover.png',
      await image(1800, 800, red),
    );
    const { url } = (await (await answered).json()) as { url: string };
    await expect.poll(async () => (await shown(cover)).src).toContain(`${url}?t=`);
    await expect.poll(async () => (await shown(cover)).width).toBe(1440);
    await page.screenshot({ path: test.info().outputPath(`cover-replaced-${width}.png`) });
  }
  expect(missingImages).toEqual([]);
});

test('new coach 2002 sees the welcome modal, answers the coaching assessment and it stays closed', async ({ page }) => {
  const coach = await signInAs(page, 2002);
  // A badge earned in an earlier spec (a certification module...) would open its modal over the portal.
  await dismissCoachBadges(page.request, 2002, coach.token);
  await page.goto('/DashboardCoach');
  const welcome = page.getByRole('dialog', { name: 'Welcome, Coach' });
  await expect(welcome.getByRole('heading', { name: 'Welcome to your coaching portal, Riley!' })).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Previous' })).toBeHidden();
  await welcome.getByRole('button', { name: 'Next' }).click();
  await expect(welcome.getByRole('heading', { name: 'Build a listing clients choose' })).toBeVisible();
  await welcome.getByRole('button', { name: 'Previous' }).click();
  await expect(welcome.getByRole('heading', { name: /Welcome to your coaching portal/ })).toBeVisible();
  await welcome.getByRole('button', { name: 'Next' }).click();
  await welcome.getByRole('button', { name: 'Next' }).click();
  await expect(welcome.getByRole('heading', { name: 'Your coaching assessment' })).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Next' })).toBeHidden();
  await welcome.getByRole('button', { name: 'Submit' }).click();
  await expect(welcome.getByText('Please answer all the questions')).toBeVisible();
  await welcome.getByLabel('Family: parenting, marriage and home life').check();
  await welcome.getByLabel('A parent stretched between work and home').check();
  await welcome.getByLabel('Raising children or caring for family').check();
  await welcome.getByLabel('A family eats dinner together again').check();
  await welcome.getByLabel('Gentle: patient support through hard seasons').check();
  await welcome.getByRole('button', { name: 'Submit' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByText('Your information has been saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Riley Chen' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  // The answers set the specialities; the listing stays empty until the profile and bio are saved.
  await expect(page.getByText('Family', { exact: true })).toBeVisible();
  await expect(page.getByText('Your listing is empty', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SEE DIRECTORY LISTING' })).toBeDisabled();
});

test('a member calling a coach endpoint gets a 403 and the coach portal sends them to the dashboard', async ({
  page,
}) => {
  const session = await signInAs(page, 1005);
  const headers = { authorization: `Bearer ${session.token}` };
  const read = await page.request.get('/api/Coach/GetMyProfile/1005', { headers });
  expect(read.status()).toBe(403);
  expect(await read.json()).toEqual({ message: 'Only active coaches can use the coaching portal.' });
  const save = await page.request.post('/api/Coach/SaveAssessment', { headers, data: { userId: 1005, details: [] } });
  expect(save.status()).toBe(403);
  await page.goto('/DashboardCoach');
  await expect(page).toHaveURL(/\/dashboard$/i);
});
