import { ACCOUNT_MESSAGES } from '@oola/domain';
import { expect, test } from '../support/test';
import { accountScreenshots, openMyAccount, signInFreshMember } from '../support/account';
import { signInThroughModal, storedSession } from '../support/session';

test.describe.configure({ timeout: 120_000 });

test('signing out everywhere else from a second browser signs the first one out', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email } = await signInFreshMember(page, 'Harper');
  await openMyAccount(page);

  const laptop = await browser.newContext({ baseURL });
  const second = await laptop.newPage();
  await signInThroughModal(second, email, 'Customer Id');
  await expect(second).toHaveURL(/\/customizeQuestions$/);
  await openMyAccount(second);

  const devices = second.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  // Sign-up's own session, the first browser's and this one.
  await expect(devices).toHaveCount(3);
  // The sign-in form sent this browser's name and system; this device is listed first and marked.
  await expect(devices.first()).toContainText('This device');
  await expect(devices.first()).toContainText(/Chrome on .*Computer/);
  await expect(devices.nth(1).getByRole('button', { name: 'SIGN OUT' })).toBeVisible();
  await accountScreenshots(second, 'signed-in-devices');

  await second.getByRole('button', { name: 'SIGN OUT EVERYWHERE ELSE' }).click();
  await expect(second.getByRole('region', { name: 'WHERE YOU ARE SIGNED IN' }).getByRole('status')).toHaveText(
    ACCOUNT_MESSAGES.otherSessionsEnded(2),
  );
  await expect(devices).toHaveCount(1);
  await expect(second.getByRole('button', { name: 'SIGN OUT EVERYWHERE ELSE' })).toBeDisabled();

  // The first browser's next call is refused: it is signed out and sent to sign in.
  await page.reload();
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  expect(await storedSession(page)).toBeNull();
  await laptop.close();
});
