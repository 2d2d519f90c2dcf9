import { dismissBadges } from '../support/elearning';
import { signInNewMemberOnDashboard } from '../support/new-member';
import { advanceServerClock, resetServerClock } from '../support/server-clock';
import { expect, test } from '../support/test';
import { addOpenSteps, OPEN_STEPS, screenshotTracker } from '../tracker/open-steps';

/**
 * A member leaves the dashboard open, offline, past their midnight: yesterday's steps are not offered as
 * today's (a step taken on them would be refused at sync); the tracker and the to-do list say they load when
 * the connection returns, and they do, on the new day.
 */

test.afterAll(({ request }) => resetServerClock(request));

test("a dashboard left open offline past the member's midnight moves to the new day", async ({
  page,
  context,
  request,
}) => {
  await page.clock.install();
  await page.goto('/');
  const member = await signInNewMemberOnDashboard(page, 'Pacific/Auckland', 'Morgan');
  await addOpenSteps(page, member);
  await dismissBadges(page.request, member.userId, member.token);
  await page.goto('/dashboard');
  const tracker = page.getByTestId('action-tracker');
  // A step taken today, so the new day opens without the missed-day question. The journey's first steps count
  // as today's too when Auckland's date is still the UTC date of sign-up (before 11:00 UTC), so count from here.
  const firstStep = tracker.getByRole('button', { name: `Complete ${OPEN_STEPS[0]}` });
  await expect(firstStep).toBeVisible();
  const doneBefore = Number(await tracker.getByTestId('tracker-ring').getAttribute('data-done'));
  await firstStep.click();
  await page.getByRole('dialog').getByRole('button', { name: 'YES, I DID IT' }).click();
  await expect(tracker.getByTestId('tracker-ring')).toHaveAttribute('data-done', String(doneBefore + 1));
  const openStep = tracker.getByRole('button', { name: `Complete ${OPEN_STEPS[1]}` });
  await expect(openStep).toBeVisible();
  await tracker.getByRole('tab', { name: 'TO-DO LIST' }).click();
  await expect(tracker.getByTestId('todo-list')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-bar')).toBeVisible();
  await page.clock.fastForward('24:00:00');
  const notLoaded = tracker.getByTestId('loads-when-online');
  await expect(notLoaded).toContainText('Your to-do list is not on this device yet.');
  await expect(notLoaded).toContainText("This list loads by itself when you're back online.");
  await tracker.getByRole('tab', { name: 'TRACKER' }).click();
  await expect(notLoaded).toContainText("Today's steps are not on this device yet.");
  await expect(openStep).toHaveCount(0);
  await screenshotTracker(page, 'new-day-offline');

  await advanceServerClock(request, 1);
  await context.setOffline(false);
  await expect(notLoaded).toHaveCount(0);
  await expect(tracker.getByTestId('tracker-ring')).toHaveAttribute('data-done', '0');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await tracker.getByRole('tab', { name: 'TO-DO LIST' }).click();
  await expect(tracker.getByTestId('todo-list')).toBeVisible();
  await expect(notLoaded).toHaveCount(0);
});
