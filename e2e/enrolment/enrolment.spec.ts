import { expect, test } from '../support/test';

test('a visitor signs up on the built-in enrolment page and starts the journey', async ({ page }) => {
  await page.goto('/enroll?ref=janedoe');
  await expect(page.getByText('Referred by')).toBeVisible();
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Martínez');
  await page.getByLabel('Email').fill(`rosa.${Date.now()}@example.com`);
  await page.getByLabel('Cell phone').fill('555 12');
  await page.getByRole('textbox', { name: 'Password' }).fill('short');
  await page.getByRole('button', { name: 'CREATE MY ACCOUNT' }).click();
  await expect(page.getByText('Enter the phone number as 111-111-1111')).toBeVisible();
  await expect(page.getByText('The password needs at least 8 characters')).toBeVisible();
  await page.getByLabel('Cell phone').fill('555-123-4567');
  await page.getByRole('textbox', { name: 'Password' }).fill('a-long-password');
  await page.getByRole('button', { name: 'CREATE MY ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/customizeQuestions$/);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('oola.session') ?? 'null'));
  expect(session).toMatchObject({ firstName: 'Rosa', userStepId: 0 });
});

test('an email that is taken opens the Error dialog', async ({ page }) => {
  await page.goto('/enroll');
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Brooks');
  await page.getByLabel('Email').fill('demo1001@example.com');
  await page.getByLabel('Cell phone').fill('555-010-1001');
  await page.getByRole('textbox', { name: 'Password' }).fill('a-long-password');
  await page.getByRole('button', { name: 'CREATE MY ACCOUNT' }).click();
  await expect(
    page.getByRole('dialog').getByText('An account with this email already exists. Please sign in.'),
  ).toBeVisible();
});
