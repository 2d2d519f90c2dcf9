import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInAs } from '../support/session';

const TRACKER = 'action-tracker';
const DENVER = 'America/Denver';

function memberToday(zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const weekdayIndex = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
const dayChip = (today: string, offset: number) =>
  offset === 0
    ? 'Today'
    : offset === 1
      ? 'Tomorrow'
      : new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
          new Date(`${addDays(today, offset)}T00:00:00Z`),
        );

async function figure(page: Page, label: string): Promise<number> {
  const box = page.getByTestId('my-progress').getByText(label, { exact: true }).locator('..');
  await expect(box.locator('p').first()).toHaveText(/^\d[\d,]*$/);
  return Number((await box.locator('p').first().innerText()).replace(/,/g, ''));
}

test('1005 completes three steps: the ring fills, the streak grows and the global counter moves elsewhere', async ({
  page,
  browser,
}) => {
  await signInAs(page, 1005);
  await page.goto('/dashboard');
  const tracker = page.getByTestId(TRACKER);
  const ring = tracker.getByTestId('tracker-ring');
  await expect(ring).toHaveAttribute('data-done', '0');
  await expect(tracker.getByTestId('tracker-row')).toHaveCount(5);
  const streak = await figure(page, 'CURRENT STREAK');

  const watcher = await browser.newContext();
  const other = await watcher.newPage();
  await signInAs(other, 1005);
  await other.goto('/dashboard');
  const counter = other.getByTestId('global-steps');
  await expect(counter).toHaveText(/^\d{1,3}(,\d{3})*$/);
  const before = Number((await counter.innerText()).replace(/,/g, ''));

  for (let done = 1; done <= 3; done += 1) {
    await tracker
      .getByRole('button', { name: /^Complete / })
      .first()
      .click();
    await expect(ring).toHaveAttribute('data-done', String(done));
  }
  await expect(ring.locator('path[data-filled="true"]')).toHaveCount(3);
  await expect(tracker.getByTestId('tracker-row').and(page.locator('[data-completed="true"]'))).toHaveCount(3);
  await expect(tracker.getByText('Streak day secured!')).toBeVisible();
  await expect.poll(() => figure(page, 'CURRENT STREAK')).toBe(streak + 1);
  await expect(counter).toHaveText((before + 3).toLocaleString('en-US'));
  await watcher.close();
});

test('DAILY ACTIONS: a weekday repeat shows on the matching days; messages for missing text and weekdays', async ({
  page,
}) => {
  await signInAs(page, 1005);
  await page.goto('/dashboard?showActionsSteps=1');
  const tracker = page.getByTestId(TRACKER);
  await expect(tracker.getByRole('tab', { name: 'DAILY ACTIONS' })).toHaveAttribute('aria-selected', 'true');
  const today = memberToday(DENVER);

  await tracker.getByRole('button', { name: '+ ADD ACTION' }).click();
  const modal = page.getByRole('dialog', { name: 'ADD AN ACTION' });
  await modal.getByRole('button', { name: 'SAVE' }).click();
  await expect(modal.getByText('Please define your task')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Action' }).fill('Yoga  before   work');
  await modal.getByRole('switch', { name: /Repeat this action/ }).check();
  const rule = modal.getByTestId('repeat-rule');
  const setChip = async (name: string, on: boolean) => {
    if ((await rule.getByRole('checkbox', { name }).isChecked()) !== on) {
      await rule
        .locator('label')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .click();
    }
    await expect(rule.getByRole('checkbox', { name })).toBeChecked({ checked: on });
  };
  for (const chip of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) {
    await setChip(chip, false);
  }
  await modal.getByRole('button', { name: 'SAVE' }).click();
  await expect(modal.getByText('Select at least one day of the week')).toBeVisible();
  await rule.getByRole('switch', { name: 'Repeats daily' }).check();
  await setChip('Sat', false);
  await setChip('Sun', false);
  await modal.getByRole('button', { name: 'SAVE' }).click();
  await expect(modal).toBeHidden();

  for (let offset = 0; offset <= 6; offset += 1) {
    await tracker.getByTestId('day-selector').getByText(dayChip(today, offset), { exact: true }).click();
    const yoga = tracker.getByTestId('daily-action').filter({ hasText: 'Yoga before work' });
    // The action is added to the chosen day (today) too, whatever its weekday; the rule repeats it on weekdays.
    if (offset === 0 || weekdayIndex(addDays(today, offset)) < 5) {
      await expect(yoga).toBeVisible();
      await expect(yoga.getByText('Repeats on weekdays')).toBeVisible();
    } else {
      await expect(
        tracker
          .getByTestId('daily-action')
          .first()
          .or(tracker.getByText(/^Nothing planned/)),
      ).toBeVisible();
      await expect(yoga).toHaveCount(0);
    }
  }
});

test('the 15-step limit: the add control hides at 14 rows and a full day shows the limit message', async ({ page }) => {
  const session = await signInAs(page, 1005);
  const headers = { authorization: `Bearer ${session.token}` };
  const day = addDays(memberToday(DENVER), 5);
  const list = await page.request.get(`/api/Actions/GetUserNotCompletedActions/1005/5`, { headers });
  const existing = ((await list.json()) as { actions: unknown[] }).actions.length;
  for (let i = existing; i < 15; i += 1) {
    const saved = await page.request.post('/api/Actions/UpdateInsertAction', {
      headers,
      data: { text: `Planned step ${i + 1}`, unlockedDate: day },
    });
    expect(saved.ok()).toBeTruthy();
  }
  const extra = await page.request.post('/api/Actions/UpdateInsertAction', {
    headers,
    data: { text: 'One too many', unlockedDate: day },
  });
  expect(extra.status()).toBe(409);

  await page.goto('/dashboard?showActionsSteps=1');
  const tracker = page.getByTestId(TRACKER);
  await tracker
    .getByTestId('day-selector')
    .getByText(dayChip(memberToday(DENVER), 5), { exact: true })
    .click();
  await expect(tracker.getByTestId('daily-action')).toHaveCount(15);
  await tracker.getByRole('button', { name: '+ ADD ACTION' }).click();
  const notice = page.getByRole('dialog', { name: "YOU'VE REACHED YOUR ACTION STEP LIMIT OF 15" });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(/Edit or delete one of your action steps/)).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();

  await tracker.getByRole('tab', { name: 'TRACKER' }).click();
  const add = tracker.getByRole('button', { name: '+ ADD ACTION' });
  while ((await tracker.getByTestId('tracker-row').count()) < 14) await add.click();
  await expect(add).toHaveCount(0);
});

test('the missed-day modal: KEEP GOING closes it for good; an empty tracker asks for at least 1 action', async ({
  page,
}) => {
  await signInAs(page, 1012);
  await page.goto('/dashboard');
  const modal = page.getByRole('dialog', { name: 'YOU MISSED A DAY' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'KEEP GOING' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  const tracker = page.getByTestId(TRACKER);
  await expect(tracker.getByTestId('tracker-row')).toHaveCount(3);
  await expect(modal).toBeHidden();

  await tracker.getByRole('button', { name: 'SAVE' }).click();
  const notice = page.getByRole('dialog', { name: 'YOU MUST DEFINE AT LEAST 1 ACTION' });
  await expect(notice.getByText('Please write your actions.')).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();

  await tracker.getByLabel('Action step 1').fill('Stretch for five minutes');
  await tracker.getByRole('button', { name: 'SAVE' }).click();
  await expect(tracker.getByRole('button', { name: 'Complete Stretch for five minutes' })).toBeVisible();
});
