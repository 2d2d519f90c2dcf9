import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInAs } from '../support/session';

const STAFF_ID = 9001;

const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Live chat with support' });

/**
 * Contact page live chat: a visitor starts a chat and writes; staff 9001, in
 * another browser, opens it from the inbox and answers; the visitor sees the
 * answer at once, keeps the chat across a reload, and sees it end when staff
 * close it. Independent of the time of day: only the messages are asserted.
 */
test('a visitor chats live with support from the Contact page', async ({ page, browser }) => {
  const stamp = Date.now();
  const firstMessage = `Hello, I have a question about my order ${stamp}`;

  await page.goto('/contact');
  await page.getByRole('button', { name: 'START A CHAT' }).click();
  const panel = chatPanel(page);
  await expect(panel).toBeVisible();

  // The domain's rules are checked before anything is sent.
  await panel.getByRole('button', { name: 'START CHAT' }).click();
  await expect(panel.getByText('First name is required')).toBeVisible();

  await panel.getByLabel('First name').fill('Avery');
  await panel.getByLabel('Email').fill('not-an-email');
  await panel.getByLabel('How can we help?').fill(firstMessage);
  await panel.getByRole('button', { name: 'START CHAT' }).click();
  await expect(panel.getByText('Enter a valid email address')).toBeVisible();
  await panel.getByLabel('Email').fill(`avery.${stamp}@example.com`);
  await panel.getByRole('button', { name: 'START CHAT' }).click();

  const thread = panel.getByTestId('chat-messages');
  await expect(thread.getByText(firstMessage)).toBeVisible();
  await panel.getByRole('textbox', { name: 'Message' }).fill('It has not arrived yet.');
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(thread.getByText('It has not arrived yet.')).toBeVisible();

  // Staff, in a second browser: from the header to the inbox, open the chat and answer.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, STAFF_ID);
  await staff.goto('/dashboard');
  // Staff land on the dashboard; its header links to the inbox (followed by URL: the dashboard may open
  // a new-achievement modal on top, and closing it would change the demo account).
  await expect(staff.getByRole('link', { name: 'Support chats' })).toHaveAttribute('href', '/support/chats');
  await staff.goto('/support/chats');
  // This run's conversation: a retried run finds the first run's too.
  const row = staff.getByTestId('support-conversation').filter({ hasText: `avery.${stamp}@example.com` });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-unread', 'true');
  await row.click();
  await expect(staff.getByTestId('support-thread-name')).toHaveText('Avery');
  await expect(staff.getByTestId('chat-messages').getByText(firstMessage)).toBeVisible();
  await expect(row).not.toHaveAttribute('data-unread');

  await staff.getByRole('textbox', { name: 'Message' }).fill('Hi Avery, Sam here. Let me look that up for you.');
  await staff.getByRole('button', { name: 'Send' }).click();

  // The visitor sees the answer live, without reloading.
  await expect(thread.getByText('Hi Avery, Sam here. Let me look that up for you.')).toBeVisible();
  await expect(thread.locator('[data-sender="staff"]').getByText('Sam', { exact: true })).toBeVisible();

  // A new visitor message reaches staff live too.
  await panel.getByRole('textbox', { name: 'Message' }).fill('Thank you!');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(staff.getByTestId('chat-messages').getByText('Thank you!')).toBeVisible();

  // The conversation survives a reload in the same browser.
  await page.reload();
  await page.getByRole('button', { name: 'CONTINUE YOUR CHAT' }).click();
  await expect(
    chatPanel(page).getByTestId('chat-messages').getByText('Hi Avery, Sam here.', { exact: false }),
  ).toBeVisible();

  // With the panel hidden, a new answer shows on the launcher button.
  await chatPanel(page).getByRole('button', { name: 'Hide the chat' }).click();
  await staff.getByRole('textbox', { name: 'Message' }).fill('Your parcel arrives tomorrow.');
  await staff.getByRole('textbox', { name: 'Message' }).press('Enter');
  await page.getByRole('button', { name: 'Live chat: 1 new' }).click();
  await expect(chatPanel(page).getByText('Your parcel arrives tomorrow.')).toBeVisible();

  // Staff close it; the visitor sees the chat has ended.
  await staff.getByRole('button', { name: 'CLOSE' }).click();
  await expect(chatPanel(page).getByTestId('chat-ended')).toBeVisible();
  await expect(chatPanel(page).getByRole('button', { name: 'START A NEW CHAT' })).toBeVisible();

  await staffContext.close();
});

test('the support inbox is for staff only', async ({ page }) => {
  const member = await page.request.post('/api/Login', {
    data: { userId: '1001', password: 'demo-pass-1', loginType: 2 },
  });
  const { token } = (await member.json()) as { token: string };
  const asMember = await page.request.get('/api/SupportChat/Staff/Conversations', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(asMember.status()).toBe(403);
  expect((await page.request.get('/api/SupportChat/Staff/Conversations')).status()).toBe(401);
});
