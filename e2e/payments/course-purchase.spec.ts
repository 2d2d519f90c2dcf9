import type { Locator, Page } from '@playwright/test';
import { PAYMENT_MESSAGES } from '@oola/domain';
import { expect, test } from '../support/test';
import { dismissBadges } from '../support/elearning';
import { dismissCoachBadges } from '../support/coach-achievements';
import { signInNewMemberOnDashboard } from '../support/new-member';
import { signInAs } from '../support/session';
import { bellEntryFor } from '../push/push-devtools';

/*
 * Issue 19, points 1 and 9: a member buys an additional course with the sandbox card (after a declined
 * one), opens it from ADDITIONAL PROGRAMS, and finds the payment and its printable receipt on /billing.
 * A bought course cannot be un-bought: the member is signed up by this spec.
 */
const FIRST_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

const MONEY_MADE_SIMPLE = { id: 1002, title: 'Money Made Simple', price: '$59.00' };
const ZONE = 'America/Denver';

const board = (page: Page) => page.getByTestId('my-elearning');

async function typeCard(form: Locator, cardNumber: string) {
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM/YY)').fill(`12${String(new Date().getUTCFullYear() + 3).slice(-2)}`);
  await form.getByLabel('CVC').fill('123');
}

async function both(page: Page, name: string, height = 900) {
  await page.setViewportSize({ width: 1280, height });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height });
}

test('a new member buys Money Made Simple with the sandbox card after a decline, opens it, and prints the receipt', async ({
  page,
}) => {
  const member = await signInNewMemberOnDashboard(page, ZONE, 'Robin');
  await dismissBadges(page.request, member.userId, member.token);

  await test.step('LEARN MORE shows the price and the way to pay', async () => {
    await page.goto('/dashboard');
    await board(page).getByRole('tab', { name: 'ADDITIONAL PROGRAMS' }).click(FIRST_LOAD);
    await expect(board(page).getByTestId('course-card')).toHaveCount(0);
    const offer = board(page).getByTestId('course-recommendation').filter({ hasText: MONEY_MADE_SIMPLE.title });
    await expect(offer.getByText(MONEY_MADE_SIMPLE.price)).toBeVisible();
    await offer.getByRole('link', { name: /LEARN MORE/ }).click();
    await expect(page).toHaveURL(new RegExp(`/NewModuleWelcome\\?courseId=${MONEY_MADE_SIMPLE.id}$`));
    const sheet = page.getByTestId('course-offer');
    await expect(sheet.getByRole('heading', { level: 1, name: MONEY_MADE_SIMPLE.title })).toBeVisible(FIRST_LOAD);
    await expect(sheet.getByTestId('course-price')).toHaveText(MONEY_MADE_SIMPLE.price);
    await expect(sheet.getByText(/WHAT IS INSIDE: \d+ MODULES/)).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'GET STARTED' })).toHaveCount(0);
    await expect(sheet.getByTestId('card-form')).toBeVisible();
    await both(page, 'course-offer');
  });

  await test.step('4000 0000 0000 0002 is declined: the declined panel, nothing bought', async () => {
    const buy = page.getByRole('region', { name: 'Buy this program' });
    await typeCard(buy, '4000 0000 0000 0002');
    await buy.getByRole('button', { name: `BUY FOR ${MONEY_MADE_SIMPLE.price}` }).click();
    const declined = buy.getByTestId('payment-declined');
    await expect(declined.getByText(PAYMENT_MESSAGES.declined)).toBeVisible();
    await expect(declined.getByText('Your card was declined.')).toBeVisible();
    await both(page, 'course-declined');

    // UPDATE PAYMENT empties the declined number and puts the cursor in it.
    await declined.getByRole('button', { name: 'UPDATE PAYMENT' }).click();
    await expect(buy.getByLabel('Card number')).toHaveValue('');
    await expect(buy.getByLabel('Card number')).toBeFocused();
    await page.keyboard.type('4242424242424242');
    await expect(buy.getByTestId('card-brand')).toHaveText('Visa');
    await buy.getByRole('button', { name: 'Retry payment' }).click();
  });

  await test.step('paid: the course’s welcome page, saying what was charged', async () => {
    const notice = page.getByRole('status').filter({ hasText: 'The program is yours' });
    await expect(notice).toContainText(`${MONEY_MADE_SIMPLE.price} was charged to your Visa •••• 4242`);
    await expect(page.getByTestId('course-offer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'GET STARTED' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/NewModuleWelcome\\?courseId=${MONEY_MADE_SIMPLE.id}$`));
  });

  await test.step('the course is in ADDITIONAL PROGRAMS and opens', async () => {
    await page.goto('/dashboard');
    await board(page).getByRole('tab', { name: 'ADDITIONAL PROGRAMS' }).click(FIRST_LOAD);
    const card = board(page).getByTestId('course-card').filter({ hasText: MONEY_MADE_SIMPLE.title });
    await expect(card).toBeVisible(FIRST_LOAD);
    await expect(
      board(page).getByTestId('course-recommendation').filter({ hasText: MONEY_MADE_SIMPLE.title }),
    ).toHaveCount(0);
    await card.click();
    await expect(board(page).getByRole('heading', { name: MONEY_MADE_SIMPLE.title })).toBeFocused();
    await expect(board(page).getByTestId('module-card').first()).toBeVisible();
  });

  await test.step('the header’s account menu opens /billing: the payment in the history', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
    await page.getByRole('menuitem', { name: 'Payments & sessions' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    const history = page.getByRole('region', { name: 'PAYMENT HISTORY' });
    const lines = history.getByTestId('payment-line');
    await expect(lines).toHaveCount(1, FIRST_LOAD);
    await expect(lines.first()).toContainText(`${MONEY_MADE_SIMPLE.title} (program)`);
    await expect(lines.first()).toContainText('Visa •••• 4242');
    await expect(lines.first()).toContainText(MONEY_MADE_SIMPLE.price);
    await expect(lines.first().getByTestId('payment-status')).toHaveText('Paid');
    // No coach yet: How coaching works is alone, in line with the text above it.
    const sessions = page.getByRole('region', { name: 'SESSIONS' });
    await expect(sessions.getByRole('button', { name: 'BUY SESSIONS' })).toHaveCount(0);
    const howBox = await sessions.getByRole('button', { name: 'How coaching works' }).boundingBox();
    const textBox = await sessions.getByText(/sessions? remaining/).boundingBox();
    expect(Math.abs(howBox!.x - textBox!.x)).toBeLessThan(2);
    await both(page, 'billing-history');
  });

  await test.step('the receipt: its number, the item, the card, and a page that prints without the menu', async () => {
    await page
      .getByRole('region', { name: 'PAYMENT HISTORY' })
      .getByRole('link', { name: new RegExp(`^Receipt for ${MONEY_MADE_SIMPLE.title}`) })
      .click();
    await expect(page).toHaveURL(/\/billing\/receipt\/\d+$/);
    const receipt = page.getByTestId('receipt');
    await expect(receipt.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible(FIRST_LOAD);
    await expect(receipt.getByTestId('receipt-number')).toHaveText(/^OOLA-R-\d{6}$/);
    await expect(receipt.getByTestId('receipt-total')).toHaveText(MONEY_MADE_SIMPLE.price);
    await expect(receipt.getByText('Visa •••• 4242')).toBeVisible();
    await expect(receipt.getByText('Robin', { exact: false }).first()).toBeVisible();
    // Shown in the member's zone with its short name (MST or MDT).
    await expect(receipt.getByText(/\d{4} at \d{1,2}:\d{2} (AM|PM) M[SD]T/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'PRINT' })).toBeVisible();
    await both(page, 'receipt');

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'PRINT' })).toBeHidden();
    await expect(page.locator('header')).toBeHidden();
    await expect(receipt).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('receipt-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });
});

test('the account menu (payments) is in the header of a coach too, which still fits 1200 px, and in the phone menu', async ({
  page,
}) => {
  const coach = await signInAs(page, 2001);
  // Earlier specs' new members chose 2001: badges they earned the coach would open over the menu.
  await dismissBadges(page.request, 2001, coach.token);
  await dismissCoachBadges(page.request, 2001, coach.token);
  // A two-digit count on the bell, at the header's right edge, must fit as well.
  for (let entry = 0; entry < 12; entry++) await bellEntryFor(page, 2001, 'Header width', '<p>An unread entry.</p>');
  await page.setViewportSize({ width: 1200, height: 800 });
  // The widest menu: a coach's, with MY COACHING PORTAL.
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'MY COACHING PORTAL' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath('coach-header-1200.png') });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/DashboardCoach');
  await page.getByRole('button', { name: 'Open the menu' }).click(FIRST_LOAD);
  await page
    .getByRole('dialog')
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'PAYMENTS & SESSIONS' })
    .click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PAYMENTS & SESSIONS' })).toBeVisible(FIRST_LOAD);
});
