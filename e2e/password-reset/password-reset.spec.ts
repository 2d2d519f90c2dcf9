import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { enrolNewMember } from '../support/journey';
import { accountLinkFromOutbox } from '../support/outbox';
import { storedSession } from '../support/session';

const NEW_PASSWORD = 'my-fresh-secret-7';

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a member who forgot their password resets it from the login modal and signs in with the new one', async ({
  page,
}) => {
  const email = await enrolNewMember(page, 'Morgan');

  await page.goto('/login');
  await page.getByRole('dialog').getByRole('link', { name: 'Reset my Password' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await screenshots(page, 'forgot-password');

  await page.getByLabel('Email').fill('not an address');
  await page.getByRole('button', { name: 'SEND ME A RESET LINK' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'SEND ME A RESET LINK' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');

  const link = await accountLinkFromOutbox(page.request, email, 'Choose a new password', '/resetPassword');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await screenshots(page, 'reset-password');

  const password = page.getByLabel(/^New password \*$/);
  const again = page.getByLabel(/^New password, again/);
  await password.fill('short');
  await page.getByRole('button', { name: 'SET MY NEW PASSWORD' }).click();
  await expect(page.getByText('The password needs at least 8 characters')).toBeVisible();
  await password.fill(NEW_PASSWORD);
  await again.fill('something-else-1');
  await page.getByRole('button', { name: 'SET MY NEW PASSWORD' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await again.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'SET MY NEW PASSWORD' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();

  await page.getByRole('button', { name: 'SIGN IN' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Customer Id' }).click();
  await dialog.getByPlaceholder('Customer Id').fill(email);
  await dialog.getByPlaceholder('Password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: "LET'S GO!" }).click();
  await expect(page).toHaveURL(/\/customizeQuestions$/);
  expect(await storedSession(page)).not.toBeNull();

  // The link worked once: opened again, it says so at once, with no form to fill in first.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This reset link has already been used');
  await expect(page.getByLabel(/^New password \*$/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'ASK FOR A NEW LINK' })).toHaveAttribute('href', '/forgotPassword');
  await screenshots(page, 'reset-password-used');
});

test('the welcome e-mail’s link verifies the new member’s address, once', async ({ page }) => {
  const email = await enrolNewMember(page, 'Quinn');
  const link = await accountLinkFromOutbox(page.request, email, 'Welcome to Oola', '/verifyEmail');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  await screenshots(page, 'verify-email');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is already verified' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('This verification link has already been used');
  await screenshots(page, 'verify-email-used');

  await page.goto('/verifyEmail?token=not-a-token-we-sent');
  await expect(page.getByRole('heading', { name: 'We could not verify this link' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This verification link is not valid.');
});
