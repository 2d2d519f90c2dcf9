import { expect, test } from '../support/test';
import { shootBothWidths } from '../support/account-data';
import { dismissBadges } from '../support/elearning';
import { signInNewMemberOnDashboard } from '../support/new-member';
import { DEMO_PASSWORD, signInAs, signInThroughModal, signOutLocally } from '../support/session';

/*
 * Issue 22, "Delete my account": a member signed up for this run asks to delete their account (typed
 * words and password), staff see it among pending deletions, and signing in again during the grace
 * period offers to keep the account, which cancels the deletion.
 */

const ZONE = 'America/Los_Angeles';
const FIRST_LOAD = { timeout: 30_000 };
const STAFF = 9001;

test('a member deletes their account, then signs in again and keeps it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signInNewMemberOnDashboard(page, ZONE, 'Morgan');
  await page.goto('/account');
  const panel = page.getByRole('region', { name: 'DELETE MY ACCOUNT' });
  await expect(panel).toBeVisible(FIRST_LOAD);

  await panel.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('delete my account');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is not correct.');
  await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
  await shootBothWidths(page, 'account-data-delete-modal');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toBeHidden();
  const scheduled = panel.getByTestId('deletion-scheduled');
  await expect(scheduled).toContainText(/erase your account and personal data after .* (PST|PDT)/);
  await shootBothWidths(page, 'account-data-deletion-scheduled');

  await signOutLocally(page);
  await signInAs(page, STAFF);
  await page.goto('/support/deletions');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending deletions' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('row', { name: new RegExp(`^${member.userId} Morgan`) })).toBeVisible();
  // The staff header links here.
  await expect(page.getByRole('link', { name: 'Pending deletions' })).toHaveAttribute('href', '/support/deletions');
  await shootBothWidths(page, 'account-data-pending-deletions');

  // The dashboard greets a new member with their badges first; this test is about the deletion notice.
  await dismissBadges(page.request, member.userId, member.token);
  await signOutLocally(page);
  await signInThroughModal(page, String(member.userId), 'Customer Id');
  const notice = page.getByTestId('pending-deletion-notice');
  await expect(notice).toBeVisible(FIRST_LOAD);
  await shootBothWidths(page, 'account-data-signed-in-during-grace');
  await notice.getByRole('button', { name: 'Keep my account' }).click();
  await expect(notice).toBeHidden();

  await page.goto('/account');
  await expect(panel.getByRole('button', { name: 'Delete my account' })).toBeVisible(FIRST_LOAD);
  await expect(panel.getByTestId('deletion-scheduled')).toHaveCount(0);
});
