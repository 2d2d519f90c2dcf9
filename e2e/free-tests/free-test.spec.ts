import { expect, test } from '../support/test';

test('a visitor takes the free life balance test and sees the wheel and results', async ({ page }) => {
  await page.goto('/FreeTest/janedoe');
  await expect(page.getByRole('heading', { name: 'FREE LIFE BALANCE TEST' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Life areas' }).first();
  await expect(nav.getByRole('button', { name: 'Fun' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  for (let question = 1; question <= 21; question += 1) {
    await expect(page.getByText(`Question ${question} of 21`)).toBeVisible();
    await page.getByRole('button', { name: `Score ${(question % 10) + 1}`, exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: 'GET YOUR WHEEL RESULT' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Fun' })).toBeEnabled();

  // Validation before sending.
  await page.getByRole('button', { name: 'GET YOUR WHEEL RESULT' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First Name').fill('Zoë');
  await page.getByLabel('Last Name').fill('Ånström');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'GET YOUR WHEEL RESULT' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill('zoe@example.com');
  await page.getByLabel('Phone').fill('5550100');

  const saved = page.waitForRequest('**/api/Scores/FreeTestSave');
  await page.getByRole('button', { name: 'GET YOUR WHEEL RESULT' }).click();
  const request = await saved;
  expect(request.postDataJSON().user).toMatchObject({ ambassadorsName: 'janedoe', firstName: 'Zoë' });

  await expect(page.getByRole('img', { name: /Life wheel/ })).toBeVisible();
  await expect(page.getByTestId('area-scores')).toBeVisible({ timeout: 6000 });
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible({ timeout: 6000 });
  await expect(page.getByText('Fitness 3.0')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where to start' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('oola.freeTest'))).toBeNull();
  await page.getByRole('link', { name: 'GO TO HOME PAGE' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the shop entry marks the visit as from the shop and shows the same test', async ({ page }) => {
  await page.goto('/Shopify/FreeTestShopify');
  await expect(page.getByRole('heading', { name: 'FREE LIFE BALANCE TEST' })).toBeVisible();
  // The heading is in the prerendered copy: the app marks the visit once it runs.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('oola.shopOrigin'))).toBe('1');
});

test('both free tests arrive as a page: the hero, the life areas and the first question before any script runs', async ({
  request,
}) => {
  const areas = (await (await request.get('/api/areas/GetFreeTestQuestions')).json()) as {
    name: string;
    questions: { title: string; text: string }[];
  }[];
  const first = areas[0]!.questions[0]!;
  for (const path of ['/FreeTest', '/Shopify/FreeTestShopify', '/freetest?ref=janedoe']) {
    const response = await request.get(path);
    expect(response.ok()).toBeTruthy();
    const html = await response.text();
    expect(html).toContain('FREE LIFE BALANCE TEST</h1>');
    expect(html).toContain(`>${first.title}</p>`);
    expect(html).toContain(`>${first.text}</h2>`);
    expect(html).toContain('Question <!-- -->1<!-- --> of <!-- -->21');
    for (const area of areas) expect(html).toContain(`>${area.name}</span>`);
  }
});
