import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInAs } from '../support/session';

const SEVEN_IN_PROGRESS = 'YOU ALREADY HAVE 7 GOALS IN PROGRESS, IT IS NOT POSSIBLE TO ADD MORE.';

async function openDashboard(page: Page) {
  await signInAs(page, 1005);
  await page.goto('/dashboard');
  // The first load of the dashboard's chunks can be slow on a busy machine.
  await expect(page.getByTestId('my-goals').getByRole('tab', { name: 'MY TOP 7' })).toBeVisible({ timeout: 30_000 });
}

test('My Goals: achieve a goal, add one to My Top 7, and meet the 7-in-progress limit', async ({ page }) => {
  await openDashboard(page);
  const goals = page.getByTestId('my-goals');
  await expect(goals.getByText('7 of 7 goals in progress')).toBeVisible();

  const first = goals.getByTestId('dashboard-goal').first();
  const text = (await first.locator('p').nth(1).innerText()).trim();
  await first.getByRole('button', { name: `Complete ${text}` }).click();
  const confirm = page.getByRole('dialog', { name: 'DID YOU ACHIEVE THIS GOAL?' });
  await expect(confirm).toContainText(text);
  await confirm.getByRole('button', { name: 'YES, ACHIEVED' }).click();
  await expect(goals.getByText('6 of 7 goals in progress')).toBeVisible();
  await goals.getByRole('tab', { name: 'ACHIEVED' }).click();
  const achieved = goals.getByTestId('dashboard-goal').filter({ hasText: text });
  await expect(achieved).toContainText(/Achieved on \w+ \d{2}, \d{4}/);
  await expect(page.getByTestId('my-progress')).toContainText('4');

  await goals.getByRole('tab', { name: 'ADDITIONAL' }).click();
  await expect(goals.getByRole('group', { name: 'Fitness' })).toBeVisible();
  const pending = goals.getByTestId('dashboard-goal');
  await pending
    .first()
    .getByRole('button', { name: /^Options for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Add to My Top 7' }).click();
  await goals.getByRole('tab', { name: 'MY TOP 7' }).click();
  await expect(goals.getByText('7 of 7 goals in progress')).toBeVisible();

  await goals.getByRole('tab', { name: 'ADDITIONAL' }).click();
  await pending
    .first()
    .getByRole('button', { name: /^Options for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Add to My Top 7' }).click();
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toContainText(SEVEN_IN_PROGRESS);
});

test('TO-DO LIST: add, edit, complete and delete a task, each confirmed', async ({ page }) => {
  await openDashboard(page);
  const tracker = page.getByTestId('action-tracker');
  await tracker.getByRole('tab', { name: 'TO-DO LIST' }).click();
  const todo = tracker.getByTestId('todo-list');
  await expect(todo.getByTestId('todo-task').first()).toBeVisible();

  await todo.getByRole('button', { name: 'Add task' }).click();
  await expect(todo.getByText('Please define your task')).toBeVisible();

  await todo.getByRole('textbox', { name: 'Task' }).fill('  Water the  garden');
  await todo.getByRole('combobox', { name: 'Day' }).click();
  await page.getByRole('option', { name: /^Tomorrow/ }).click();
  await todo.getByRole('button', { name: 'Add task' }).click();
  const addConfirm = page.getByRole('dialog', { name: 'ADD THIS TASK?' });
  await expect(addConfirm).toContainText('Water the garden');
  await addConfirm.getByRole('button', { name: 'ADD' }).click();
  const tomorrow = todo.getByRole('group', { name: 'Tomorrow' });
  await expect(tomorrow.getByText('Water the garden')).toBeVisible();

  await tomorrow.getByRole('button', { name: 'Edit Water the garden' }).click();
  const editor = page.getByRole('dialog', { name: 'EDIT TASK' });
  await editor.getByRole('textbox', { name: 'Task' }).fill('Water the roses');
  await editor.getByRole('button', { name: 'SAVE' }).click();
  await page.getByRole('dialog', { name: 'SAVE YOUR CHANGES?' }).getByRole('button', { name: 'SAVE' }).click();
  await expect(todo.getByText('Water the roses')).toBeVisible();
  await expect(todo.getByText('Water the garden')).toHaveCount(0);

  await todo.getByRole('button', { name: 'Complete Water the roses' }).click();
  await page.getByRole('dialog', { name: 'MARK THIS TASK AS DONE?' }).getByRole('button', { name: 'DONE' }).click();
  await expect(todo.getByText('Water the roses')).toHaveCount(0);

  const firstTask = todo.getByTestId('todo-task').first();
  const text = (await firstTask.innerText()).trim();
  await firstTask.getByRole('button', { name: `Delete ${text}` }).click();
  await page
    .getByRole('dialog', { name: 'ARE YOU SURE YOU WANT TO DELETE THIS TASK?' })
    .getByRole('button', { name: 'DELETE' })
    .click();
  await expect(todo.getByTestId('todo-task').filter({ hasText: text })).toHaveCount(0);
});

test('My Oola Score: the records modal and sharing a wheel', async ({ page }) => {
  await openDashboard(page);
  const score = page.getByTestId('oola-score');
  await expect(score.getByTestId('wheel-card')).toHaveCount(2);
  const latest = score.getByTestId('wheel-card').first();
  await expect(latest).toContainText(/[A-Z][a-z]+ \d{2}, \d{4}/);
  await expect(latest).toContainText(/Combined score \d+ · latest/);
  await expect(score.getByTestId('wheel-card').last()).not.toContainText('latest');
  await expect(score.getByTestId('score-chart')).toBeVisible();

  await score.getByRole('button', { name: 'RECORDS' }).click();
  const records = page.getByRole('dialog', { name: 'OOLA WHEEL RECORDS' });
  await expect(records.getByRole('img', { name: /Life wheel, combined score/ }).first()).toBeVisible();
  await records.getByRole('button', { name: 'Close' }).click();
  await expect(records).toHaveCount(0);

  await score.getByTestId('wheel-card').first().click();
  const wheel = page.getByTestId('wheel-modal');
  await expect(wheel).toBeVisible();
  await wheel.getByRole('button', { name: 'SHARE' }).click();
  const share = page.getByRole('dialog', { name: 'SHARE' });
  await expect(share).toContainText(/My Oola Wheel on \w+ \d{2}, \d{4}/);
  await expect(share.getByRole('button', { name: 'Share on Facebook' })).toBeVisible();
});

test('a non-subscriber sees the to-do list locked with a pop-over inviting them to subscribe', async ({ page }) => {
  const session = await signInAs(page, 1008);
  const headers = { authorization: `Bearer ${session.token}` };
  expect((await page.request.get('/api/ToDoList/GetTasks', { headers })).status()).toBe(403);
  await page.request.put('/api/customer/UpdateUserDefinedTimeZone', {
    headers,
    data: { userId: 1008, definedTimeZoneId: 'America/Denver' },
  });
  const achievements = await page.request.get('/api/Customer/GetMyAchiements/1008', { headers });
  const groups = (await achievements.json()) as Record<string, { id: number; achieved: boolean; displayed: boolean }[]>;
  for (const badge of Object.values(groups).flat()) {
    if (badge.achieved && !badge.displayed) {
      await page.request.put('/api/Customer/UpdateDisplayedBadge', {
        headers,
        data: { userId: 1008, achievementId: badge.id },
      });
    }
  }
  await page.goto('/nonSubscriber');
  const tracker = page.getByTestId('action-tracker');
  await tracker.getByRole('tab', { name: 'TO-DO LIST' }).click({ timeout: 30_000 });
  await tracker.getByTestId('todo-locked').hover();
  await expect(page.getByText('Become a subscriber to the lifestyle framework to plan your week')).toBeVisible();
});
