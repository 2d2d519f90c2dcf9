import type { Locator, Page } from '@playwright/test';
import { bearer, dismissBadges } from '../support/elearning';
import { signInNewMemberOnDashboard } from '../support/new-member';
import { expect, test } from '../support/test';
import { addOpenSteps } from '../tracker/open-steps';
import { keptOnDevice } from './device-cache';

test.use({ serviceWorkers: 'allow' });

const FIRST_LOAD = { timeout: 30_000 };
const SKELETON = '.mantine-Skeleton-root[data-visible]';

/** The member's own sections of the dashboard: each must show its content, never its skeleton. */
function sections(page: Page) {
  return {
    profile: page.getByTestId('profile-card'),
    progress: page.getByTestId('my-progress'),
    goals: page.getByTestId('my-goals'),
    score: page.getByRole('region', { name: 'MY OOLA SCORE' }),
    tracker: page.getByTestId('action-tracker'),
  } satisfies Record<string, Locator>;
}

/** The dashboard's sections at 1280 and 375 px wide, into /tmp and the test's output folder. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const shot = { fullPage: true };
    await page.screenshot({ ...shot, path: test.info().outputPath(`${name}-${width}.png`) });
    await page.screenshot({ ...shot, path: `/tmp/popups-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Issue 30: a member who opened the dashboard online and then lost the connection reloads it offline. Every
 * section of their own shows what it showed online (decision 076 addendum, decision 089), not a skeleton, and
 * the to-do list shows today's days although its tab was never opened online.
 */
test('after an offline reload every section of the member shows its content, and the to-do list its days', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const member = await signInNewMemberOnDashboard(page, 'UTC', 'Avery');
  await addOpenSteps(page, member);
  await dismissBadges(page.request, member.userId, member.token);
  const task = await page.request.post('/api/ToDoList/AddTask', {
    headers: bearer(member.token),
    data: { text: 'Plan the week', dayNumber: 0 },
  });
  expect(task.ok()).toBe(true);

  await page.goto('/dashboard');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await expect(page.getByText('Hi, Avery!')).toBeVisible(FIRST_LOAD);
  for (const section of Object.values(sections(page))) await expect(section.locator(SKELETON)).toHaveCount(0);
  for (const kept of ['"achievements","profileInformation"', '"goals","groupedByStatus"', '"dashboard","oolaScores"']) {
    await expect.poll(() => keptOnDevice(page)).toContain(kept);
  }
  await expect.poll(() => keptOnDevice(page)).toContain('"todo","tasks"');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-bar')).toBeVisible();
  await expect(page.getByText('Hi, Avery!')).toBeVisible(FIRST_LOAD);
  for (const [name, section] of Object.entries(sections(page))) {
    await expect(section, name).toBeVisible();
    await expect(section.locator(SKELETON), name).toHaveCount(0);
  }
  await expect(sections(page).goals.getByText(/goal/i).first()).toBeVisible();

  const tracker = sections(page).tracker;
  await tracker.getByRole('tab', { name: 'TO-DO LIST' }).click();
  const todo = tracker.getByTestId('todo-list');
  await expect(todo.getByTestId('todo-day').first()).toContainText('Plan the week');
  await expect(tracker.getByText('Your to-do list is not on this device yet.')).toHaveCount(0);
  await screenshots(page, 'offline-dashboard');
});
