import { SESSION_END_MESSAGES } from '@oola/domain';
import { expect, test } from '../support/test';
import { signInFreshMember } from '../support/account';
import { DEMO_PASSWORD, storedSession } from '../support/session';

test('a browser signed out by a password change elsewhere lands on sign-in and is told why', async ({ page }) => {
  const { email } = await signInFreshMember(page, 'Quinn');
  await page.goto('/customizeQuestions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

  // Another device signs in and changes the password, which ends every other session.
  const login = await page.request.post('/api/Login', {
    data: { userId: email, password: DEMO_PASSWORD, loginType: 3 },
  });
  const { token } = (await login.json()) as { token: string };
  const changed = await page.request.put('/api/Account/Password', {
    headers: { authorization: `Bearer ${token}` },
    data: { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-secret-42' },
  });
  expect(changed.ok()).toBeTruthy();

  await page.reload();
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  expect(await storedSession(page)).toBeNull();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(SESSION_END_MESSAGES['password-changed']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('password-changed-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('password-changed-375.png') });
});
