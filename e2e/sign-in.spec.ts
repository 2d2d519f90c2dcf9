import { expect, test } from '@playwright/test';
import { signInThroughModal } from './support/session';

test('a member signs in by phone and lands on the page of their step', async ({ page }) => {
  await signInThroughModal(page, '555-010-1005', 'Phone Number');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a member signs in by customer id', async ({ page }) => {
  await signInThroughModal(page, '1001', 'Customer Id');
  await expect(page).toHaveURL(/\/customizeQuestions$/);
});
