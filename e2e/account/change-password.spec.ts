import { ACCOUNT_MESSAGES } from '@oola/domain';
import { expect, test } from '../support/test';
import { accountScreenshots, openMyAccount, signInFreshMember } from '../support/account';
import { DEMO_PASSWORD, signInThroughModal, signOutLocally } from '../support/session';

test.describe.configure({ timeout: 120_000 });

const NEW_PASSWORD = 'a-new-secret-42';

test('a member changes their password on My account, then signs in with it', async ({ page }) => {
  const { email } = await signInFreshMember(page, 'Quinn');
  await openMyAccount(page);
  await expect(page.getByRole('region', { name: 'PROFILE' })).toContainText('Quinn');
  await accountScreenshots(page, 'my-account');

  const panel = page.getByRole('region', { name: 'PASSWORD' });
  const change = panel.getByRole('button', { name: 'CHANGE PASSWORD' });
  await panel.getByLabel('Current password').fill('not-my-password');
  await panel.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await panel.getByLabel('Repeat the new password').fill('something-else-1');
  await change.click();
  await expect(panel.getByText('The two new passwords are not the same')).toBeVisible();

  await panel.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await change.click();
  await expect(panel.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.wrongCurrentPassword);

  await panel.getByLabel('Current password').fill(DEMO_PASSWORD);
  await change.click();
  await expect(panel.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.passwordChanged);
  await expect(panel.getByLabel('Current password')).toHaveValue('');

  await signOutLocally(page);
  await signInThroughModal(page, email, 'Customer Id', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/customizeQuestions$/);
});
