import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, SHARED_PHONE } from './support/demo-accounts';
import { signInAs, signInThroughModal, signOutLocally, storedSession } from './support/session';

const landing = (route: string) => new RegExp(`${route}$`, 'i');

test('a member signs in by phone and lands on the page of their step', async ({ page }) => {
  await signInThroughModal(page, '555-010-1005', 'Phone Number');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await storedSession(page))?.userId).toBe(1005);
});

test('a member signs in by customer id', async ({ page }) => {
  await signInThroughModal(page, '1001', 'Customer Id');
  await expect(page).toHaveURL(/\/customizeQuestions$/);
});

test('a member signs in by email in the Customer Id tab', async ({ page }) => {
  await signInThroughModal(page, 'demo1002@example.com', 'Customer Id');
  await expect(page).toHaveURL(/\/steps$/);
  expect((await storedSession(page))?.userId).toBe(1002);
});

test("a wrong password shows the server's message and keeps the visitor signed out", async ({ page }) => {
  await signInThroughModal(page, '1005', 'Customer Id', 'not-the-password');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(
    'The sign-in details are not correct. Please check them and try again.',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
});

test('a phone shared by two accounts asks for the customer id and switches to that tab', async ({ page }) => {
  await signInThroughModal(page, SHARED_PHONE, 'Phone Number');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(
    'This phone number belongs to more than one account. Please sign in with your Customer Id.',
  );
  await expect(dialog.getByRole('tab', { name: 'Customer Id' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByPlaceholder('Customer Id')).toHaveValue('');
  await dialog.getByPlaceholder('Customer Id').fill('1011');
  await dialog.getByRole('button', { name: "LET'S GO!" }).click();
  await expect(page).toHaveURL(/\/customizeQuestions$/);
});

test.describe('every demo account lands on the page of its step', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.id} → ${account.landsOn} by phone, customer id and email`, async ({ page }) => {
      const ways: [string, 'Phone Number' | 'Customer Id'][] = [
        [String(account.id), 'Customer Id'],
        [account.email, 'Customer Id'],
      ];
      if (account.phone) ways.unshift([account.phone, 'Phone Number']);
      for (const [identifier, tab] of ways) {
        await signInThroughModal(page, identifier, tab);
        await expect(page, identifier).toHaveURL(landing(account.landsOn));
        expect((await storedSession(page))?.userId, identifier).toBe(account.id);
        await signOutLocally(page);
      }
    });
  }
});

test('/login with a session goes to the page of the step', async ({ page }) => {
  await signInAs(page, 1004);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/steps$/);
  await signInAs(page, 1008);
  await page.goto('/LOGIN');
  await expect(page).toHaveURL(/\/nonSubscriber$/);
});
