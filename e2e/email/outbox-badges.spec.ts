import type { OutboxMessage } from '@oola/domain';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const STAFF_ID = 9001;
const longMessage = (id: number, category: OutboxMessage['category'], status: OutboxMessage['status']) => ({
  id,
  to: `Alexandra Montgomery-Richardson <alexandra.montgomery-richardson.${id}@long-company-name.example.com>`,
  subject: 'Your daily reminder: three action steps are waiting for you today, and your streak is on the line',
  template: category,
  category,
  status,
  attempts: 1,
  error: null,
  skippedReason: null,
  createdAt: new Date().toISOString(),
  sentAt: null,
});

test('the outbox shows every category and status badge whole at 1280 px, beside long addresses and subjects', async ({
  page,
}) => {
  await signInAs(page, STAFF_ID);
  // Long rows, whatever the run has sent so far: the table's widths are what is tested.
  await page.route('**/api/Support/Outbox*', (route) =>
    route.fulfill({
      json: [
        longMessage(1, 'daily-reminder', 'sent'),
        longMessage(2, 'booking-reminder', 'skipped'),
        longMessage(3, 'chat-unread', 'outbox'),
      ],
    }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/support/outbox');
  const rows = page.getByRole('row').filter({ hasText: 'alexandra' });
  await expect(rows).toHaveCount(3);
  for (const text of ['daily-reminder', 'booking-reminder', 'chat-unread', 'Sent', 'Skipped', 'In outbox']) {
    const label = rows.getByText(text, { exact: true });
    await expect(label).toBeVisible();
    const clipped = await label.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(clipped, `the badge "${text}" is cut short`).toBe(false);
  }
  await page.screenshot({ path: test.info().outputPath('outbox-badges-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('outbox-card').first().getByText('daily-reminder')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('outbox-badges-375.png'), fullPage: true });
});
