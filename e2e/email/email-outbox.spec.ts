import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { bearer } from '../support/elearning';
import { enrolNewMember } from '../support/journey';
import { advanceServerClock, resetServerClock } from '../support/server-clock';
import { DEMO_PASSWORD, signInAs } from '../support/session';
import { expect, test } from '../support/test';

const STAFF_ID = 9001;
const COACH_ID = 2001;
const nextYear = new Date().getFullYear() + 1;
const card = (number: string) => ({ number, expMonth: 12, expYear: nextYear, cvc: '123' });

test.afterAll(({ request }) => resetServerClock(request));

/** A member of this run paying for coaching with a card that then declines the month's renewal. */
async function memberWhoseRenewalFails(page: Page): Promise<string> {
  const { request } = page;
  const email = await enrolNewMember(page, 'Renata');
  const login = await request.post('/api/Login', { data: { userId: email, password: DEMO_PASSWORD, loginType: 3 } });
  expect(login.ok()).toBeTruthy();
  const headers = bearer((await login.json()).token);
  expect((await request.put('/api/Payments/Card', { headers, data: card('4242 4242 4242 4242') })).ok()).toBeTruthy();
  const chosen = await request.post(`/api/FindCoach/SelectCoach/${COACH_ID}`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
  });
  expect(chosen.ok(), await chosen.text()).toBeTruthy();
  // Saves, then declines every charge (Stripe's 4000 0000 0000 0341).
  expect((await request.put('/api/Payments/Card', { headers, data: card('4000 0000 0000 0341') })).ok()).toBeTruthy();
  return email;
}

test('staff read the failed-renewal notice in the outbox as the member would see it', async ({ page, request }) => {
  const email = await memberWhoseRenewalFails(page);
  await advanceServerClock(request, 32);
  const swept = await request.post('/api/Test/RunRecurringJob', { data: { name: 'coaching-renewals' } });
  expect(swept.ok()).toBeTruthy();

  const staff = await signInAs(page, STAFF_ID);
  // No SMTP_URL on the end-to-end server: the queue's worker renders the message and keeps it in the outbox.
  await expect
    .poll(
      async () => {
        const kept = await request.get('/api/Support/Outbox?status=outbox', { headers: bearer(staff.token) });
        return ((await kept.json()) as { to: string; subject: string }[]).some(
          (message) => message.to.includes(email) && message.subject === 'Your coaching renewal failed',
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.goto('/support/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  // The member's first month left a receipt too: the notice is the row with its subject.
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Your coaching renewal failed' });
  await expect(row.getByText('In outbox')).toBeVisible();
  await expect(row.getByText('receipt')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/outbox-list-1280.png', fullPage: true });

  await row.getByRole('link', { name: 'Your coaching renewal failed' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`To Renata Rivers <${email}>`, { exact: false })).toBeVisible();
  const message = dialog.frameLocator('iframe');
  await expect(message.getByText('Hi Renata,')).toBeVisible();
  await expect(message.getByRole('link', { name: 'Update your card' })).toHaveAttribute('href', /\/billing$/);
  await expect(message.getByText('the monthly payment for your coaching did not go through')).toBeVisible();
  await page.screenshot({ path: 'test-results/outbox-message-1280.png' });

  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await expect(dialog.getByText(/Update your card https?:\/\/[^ ]+\/billing/)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await dialog.getByRole('tab', { name: 'As the recipient sees it' }).click();
  await page.screenshot({ path: 'test-results/outbox-message-375.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/support\/outbox$/);
  // On a phone each message is a card.
  await expect(
    page
      .getByTestId('outbox-card')
      .filter({ hasText: email })
      .filter({ hasText: 'Your coaching renewal failed' })
      .getByText('In outbox'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/outbox-list-375.png', fullPage: true });

  await page
    .locator('label')
    .filter({ hasText: /^Failed$/ })
    .click();
  await expect(page).toHaveURL(/\?status=failed$/);
  await expect(page.getByText('No failed messages')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('a member is sent to the dashboard from the outbox', async ({ page }) => {
  await signInAs(page, 1005);
  await page.goto('/support/outbox');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('staff find the web pushes beside the e-mails, filtered by status', async ({ page }) => {
  await signInAs(page, STAFF_ID);
  await page.goto('/support/outbox');
  await page.getByRole('tab', { name: 'Web pushes' }).click();
  await expect(page).toHaveURL(/\/support\/outbox\?channel=push$/);
  await expect(page.getByRole('tab', { name: 'Web pushes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radiogroup', { name: 'Show pushes of status' })).toBeVisible();
  await page
    .locator('label')
    .filter({ hasText: /^Waiting$/ })
    .click();
  await expect(page).toHaveURL(/\?channel=push&status=waiting$/);
  await expect(page.getByRole('radio', { name: 'Waiting' })).toBeChecked();
  await page.getByRole('tab', { name: 'E-mails' }).click();
  await expect(page).toHaveURL(/\/support\/outbox$/);
  await expect(page.getByRole('radiogroup', { name: 'Show messages of status' })).toBeVisible();
});
