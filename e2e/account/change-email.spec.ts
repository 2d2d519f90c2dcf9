import { ACCOUNT_MESSAGES } from '@oola/domain';
import { expect, test } from '../support/test';
import { accountScreenshots, openMyAccount, signInFreshMember } from '../support/account';
import { accountLinkFromOutbox } from '../support/outbox';
import { DEMO_PASSWORD, signInThroughModal, signOutLocally } from '../support/session';

test.describe.configure({ timeout: 120_000 });

test('a member changes their e-mail address by the link sent to the new one, then signs in with it', async ({
  page,
}) => {
  const { email } = await signInFreshMember(page, 'Rowan');
  const newEmail = email.replace('journey.', 'moved.');
  await openMyAccount(page);
  const panel = page.getByRole('region', { name: 'E-MAIL ADDRESS' });
  await expect(panel).toContainText(email);

  await panel.getByLabel('New e-mail address').fill('not an address');
  await panel.getByLabel('Your password').fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: 'SEND CONFIRMATION LINK' }).click();
  await expect(panel.getByText('Enter a valid email address')).toBeVisible();
  await panel.getByLabel('New e-mail address').fill(newEmail);
  await panel.getByRole('button', { name: 'SEND CONFIRMATION LINK' }).click();
  await expect(panel.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.emailChangeSent(newEmail));
  await expect(panel).toContainText(`Waiting for confirmation: ${newEmail}`);

  const link = await accountLinkFromOutbox(
    page.request,
    newEmail,
    'Confirm your new e-mail address',
    '/account/confirm-email',
  );
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is changed' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(newEmail);
  await accountScreenshots(page, 'email-confirmed');

  // The link works once: opened again, the page says so.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'We could not change your e-mail address' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(ACCOUNT_MESSAGES.emailChangeUsed);
  await accountScreenshots(page, 'email-link-used');

  await signOutLocally(page);
  await signInThroughModal(page, newEmail, 'Customer Id');
  await expect(page).toHaveURL(/\/customizeQuestions$/);
});
