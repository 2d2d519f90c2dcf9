import type { Page } from '@playwright/test';
import type { ActionListResponse, TaskDay } from '@oola/domain';
import { bearer } from '../support/elearning';
import { signInNewMemberOnDashboard, type NewMember } from '../support/new-member';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

/**
 * Issue 23: a member completes two steps and adds a task offline, reloads the page offline (the shell comes
 * from the service worker's cache), comes back online, and the server has each change once.
 */

const OPEN_STEPS = ['Drink a glass of water', 'Stretch for five minutes'];

async function addOpenSteps(page: Page, member: NewMember) {
  const answer = await page.request.post('/api/Actions/UpdateInsertActions', {
    headers: bearer(member.token),
    data: { userId: member.userId, actions: OPEN_STEPS.map((text) => ({ text })) },
  });
  expect(answer.ok()).toBe(true);
}

async function serverState(page: Page, member: NewMember) {
  const headers = bearer(member.token);
  const today = (await (
    await page.request.get(`/api/Actions/GetUserNotCompletedActions/${member.userId}/0`, { headers })
  ).json()) as ActionListResponse;
  const days = (await (await page.request.get('/api/ToDoList/GetTasks', { headers })).json()) as TaskDay[];
  return {
    stepsToday: today.todayActionsCount,
    completed: today.actions.filter((action) => action.completed).map((action) => action.text),
    tasks: days.flatMap((day) => day.tasks.map((task) => task.text)),
  };
}

/** The badges a new member has earned are marked shown, so no pop-up covers the dashboard. */
async function markBadgesShown(page: Page, member: NewMember) {
  const headers = bearer(member.token);
  const answer = await page.request.get(`/api/Customer/GetMyAchiements/${member.userId}`, { headers });
  const groups = (await answer.json()) as Record<string, { id: number; achieved: boolean; displayed: boolean }[]>;
  const earned = Object.values(groups)
    .flat()
    .filter((achievement) => achievement.achieved && !achievement.displayed);
  for (const achievement of earned) {
    const marked = await page.request.put('/api/Customer/UpdateDisplayedBadge', {
      headers,
      data: { userId: member.userId, achievementId: achievement.id },
    });
    expect(marked.ok()).toBe(true);
  }
}

async function completeStep(page: Page, text: string, waiting: number) {
  const tracker = page.getByTestId('action-tracker');
  await tracker.getByRole('button', { name: `Complete ${text}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'YES, I DID IT' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tracker.getByRole('button', { name: `Complete ${text}` })).toHaveCount(0);
  await expect(tracker.locator('[data-testid="tracker-row"][data-waiting="true"]')).toHaveCount(waiting);
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.getByTestId('action-tracker').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('steps and a task made offline wait on the device, survive an offline reload and are saved once', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const member = await signInNewMemberOnDashboard(page, 'UTC', 'Robin');
  await addOpenSteps(page, member);
  await markBadgesShown(page, member);
  const before = await serverState(page, member);

  await page.goto('/dashboard');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  const tracker = page.getByTestId('action-tracker');
  const ring = tracker.getByTestId('tracker-ring');
  await expect(ring).toHaveAttribute('data-done', String(before.stepsToday));

  // The to-do list was opened once online, so its tasks are in the page's memory.
  await tracker.getByRole('tab', { name: 'TO-DO LIST' }).click();
  await expect(tracker.getByTestId('todo-list')).toBeVisible();
  await tracker.getByRole('tab', { name: 'TRACKER' }).click();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-bar')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  for (const [index, text] of OPEN_STEPS.entries()) await completeStep(page, text, index + 1);
  await expect(ring).toHaveAttribute('data-done', String(before.stepsToday + 2));
  await expect(tracker.getByTestId('steps-waiting')).toHaveText('2 waiting to sync');
  await screenshots(page, 'offline-tracker');

  await tracker.getByRole('tab', { name: 'TO-DO LIST' }).click();
  const todo = tracker.getByTestId('todo-list');
  await todo.getByRole('textbox', { name: 'Task' }).fill('Buy fruit for the week');
  await todo.getByRole('button', { name: 'Add task' }).click();
  await page.getByRole('dialog', { name: 'ADD THIS TASK?' }).getByRole('button', { name: 'ADD' }).click();
  await expect(todo.getByTestId('pending-change')).toContainText('Buy fruit for the week');
  await expect(todo.getByTestId('pending-change')).toContainText('Waiting to sync');
  await screenshots(page, 'offline-todo');

  await page.reload();
  await expect(page.getByTestId('offline-bar')).toContainText(
    "3 changes are saved on this device and will be sent when you're back online.",
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await serverState(page, member)).toEqual(before);
  await page.screenshot({ path: test.info().outputPath('offline-reload-1280.png') });

  await context.setOffline(false);
  await expect(page.getByText('3 changes made offline were saved.')).toBeVisible();
  await expect(page.getByTestId('offline-bar')).toHaveCount(0);
  const after = await serverState(page, member);
  expect(after.stepsToday).toBe(before.stepsToday + 2);
  expect(after.completed).toEqual(expect.arrayContaining(OPEN_STEPS));
  expect(after.tasks.filter((task) => task === 'Buy fruit for the week')).toHaveLength(1);
  await expect(page.getByTestId('action-tracker').getByTestId('tracker-ring')).toHaveAttribute(
    'data-done',
    String(before.stepsToday + 2),
  );
});

test('a step completed offline whose action was deleted on another device is dropped, and the member is told', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const member = await signInNewMemberOnDashboard(page, 'UTC', 'Quinn');
  await addOpenSteps(page, member);
  await markBadgesShown(page, member);
  const before = await serverState(page, member);
  await page.goto('/dashboard');
  const tracker = page.getByTestId('action-tracker');
  const ring = tracker.getByTestId('tracker-ring');
  await expect(ring).toHaveAttribute('data-done', String(before.stepsToday));

  await context.setOffline(true);
  await completeStep(page, OPEN_STEPS[0]!, 1);
  const headers = bearer(member.token);
  const today = (await (
    await page.request.get(`/api/Actions/GetUserNotCompletedActions/${member.userId}/0`, { headers })
  ).json()) as ActionListResponse;
  const deleted = today.actions.find((action) => action.text === OPEN_STEPS[0])!;
  expect((await page.request.delete(`/api/Actions/${deleted.id}`, { headers })).ok()).toBe(true);

  await context.setOffline(false);
  const notice = page.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(notice).toContainText(`“${OPEN_STEPS[0]}” was not saved: it was deleted on another device.`);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('dropped-375.png') });
  await expect(ring).toHaveAttribute('data-done', String(before.stepsToday));
  expect(await serverState(page, member)).toMatchObject({ stepsToday: before.stepsToday });
});
