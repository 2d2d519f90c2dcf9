import type { Page } from '@playwright/test';
import type { ActionListResponse, TaskDay } from '@oola/domain';
import { bearer } from '../support/elearning';
import { signInNewMemberOnDashboard, type NewMember } from '../support/new-member';
import { expect, test } from '../support/test';
import { keptOnDevice, keptQueryKeys } from './device-cache';
import { addOpenSteps, OPEN_STEPS, screenshotTracker } from '../tracker/open-steps';

test.use({ serviceWorkers: 'allow' });

/**
 * Issue 23: a member completes two steps and adds a task offline, reloads the page offline (the shell comes
 * from the service worker's cache, the tracker and the to-do list from the queries kept on the device), goes
 * on completing a step and adding a task, comes back online, and the server has each change once.
 */

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

async function addTask(page: Page, text: string) {
  const todo = page.getByTestId('action-tracker').getByTestId('todo-list');
  await todo.getByRole('textbox', { name: 'Task' }).fill(text);
  await todo.getByRole('button', { name: 'Add task' }).click();
  await page.getByRole('dialog', { name: 'ADD THIS TASK?' }).getByRole('button', { name: 'ADD' }).click();
  await expect(todo.getByTestId('pending-change').filter({ hasText: text })).toContainText('Waiting to sync');
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

  // The to-do list was opened once online: its days are in the page's memory and kept on the device.
  await tracker.getByRole('tab', { name: 'TO-DO LIST' }).click();
  await expect(tracker.getByTestId('todo-list')).toBeVisible();
  await tracker.getByRole('tab', { name: 'TRACKER' }).click();
  await expect.poll(() => keptOnDevice(page)).toContain('"todo","tasks"');

  await context.setOffline(true);
  await expect(page.getByTestId('offline-bar')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  for (const [index, text] of OPEN_STEPS.slice(0, 2).entries()) await completeStep(page, text, index + 1);
  await expect(ring).toHaveAttribute('data-done', String(before.stepsToday + 2));
  await expect(tracker.getByTestId('steps-waiting')).toHaveText('2 waiting to sync');
  await screenshotTracker(page, 'offline-tracker');

  await tracker.getByRole('tab', { name: 'TO-DO LIST' }).click();
  await addTask(page, 'Buy fruit for the week');
  await screenshotTracker(page, 'offline-todo');

  await page.reload();
  await expect(page.getByTestId('offline-bar')).toContainText(
    "3 changes are saved on this device and will be sent when you're back online.",
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The tracker comes from the device: today's steps, the two taken offline still waiting.
  await expect(ring).toHaveAttribute('data-done', String(before.stepsToday + 2));
  await expect(tracker.getByTestId('steps-waiting')).toHaveText('2 waiting to sync');
  await screenshotTracker(page, 'offline-reload');
  expect(await serverState(page, member)).toEqual(before);

  await completeStep(page, OPEN_STEPS[2]!, 3);
  await expect(ring).toHaveAttribute('data-done', String(before.stepsToday + 3));
  await tracker.getByRole('tab', { name: 'TO-DO LIST' }).click();
  await expect(tracker.getByTestId('pending-change').filter({ hasText: 'Buy fruit for the week' })).toBeVisible();
  await addTask(page, 'Call the bakery about Saturday');
  await screenshotTracker(page, 'offline-reload-todo');
  await expect(page.getByTestId('offline-bar')).toContainText('5 changes are saved on this device');

  await context.setOffline(false);
  await expect(page.getByText('5 changes made offline were saved.')).toBeVisible();
  await expect(page.getByTestId('offline-bar')).toHaveCount(0);
  const after = await serverState(page, member);
  expect(after.stepsToday).toBe(before.stepsToday + 3);
  expect(after.completed).toEqual(expect.arrayContaining(OPEN_STEPS));
  for (const task of ['Buy fruit for the week', 'Call the bakery about Saturday']) {
    expect(after.tasks.filter((saved) => saved === task)).toHaveLength(1);
  }
  await tracker.getByRole('tab', { name: 'TRACKER' }).click();
  await expect(ring).toHaveAttribute('data-done', String(before.stepsToday + 3));
});

test("a member who signs in after another on the same browser never sees the other's steps kept on the device", async ({
  page,
  context,
}) => {
  const firstStep = 'Avery practises the cello';
  await page.goto('/');
  const first = await signInNewMemberOnDashboard(page, 'UTC', 'Avery');
  await addOpenSteps(page, first, [firstStep]);
  await markBadgesShown(page, first);
  await page.goto('/dashboard');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  const tracker = page.getByTestId('action-tracker');
  await expect(tracker.getByRole('button', { name: `Complete ${firstStep}` })).toBeVisible();
  await expect.poll(() => keptOnDevice(page)).toContain(firstStep);

  // Another member signs in on this browser, in place of the first member's session.
  const second = await signInNewMemberOnDashboard(page, 'UTC', 'Blake');
  await addOpenSteps(page, second);
  await markBadgesShown(page, second);
  await page.goto('/dashboard');
  await expect(tracker.getByRole('button', { name: `Complete ${OPEN_STEPS[0]}` })).toBeVisible();
  await expect.poll(() => keptOnDevice(page)).toContain(OPEN_STEPS[0]);
  expect(await keptOnDevice(page)).not.toContain(firstStep);

  await context.setOffline(true);
  await page.reload();
  await expect(tracker.getByRole('button', { name: `Complete ${OPEN_STEPS[0]}` })).toBeVisible();
  await expect(page.getByText(firstStep)).toHaveCount(0);
  await context.setOffline(false);

  // Signing out erases what was kept for the member.
  expect(await keptQueryKeys(page)).toContainEqual(['tracker', 'day', second.userId, 0]);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'LOG OUT' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => keptQueryKeys(page)).toEqual([]);
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
