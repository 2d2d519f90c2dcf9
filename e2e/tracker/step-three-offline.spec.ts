import type { Page } from '@playwright/test';
import type { ActionListResponse } from '@oola/domain';
import { bearer } from '../support/elearning';
import { signInNewMemberAtStepThreeTracker, type NewMember } from '../support/new-member';
import { expect, test } from '../support/test';
import { OPEN_STEPS } from './open-steps';

/**
 * Issue 31: Step 3's tracker is the dashboard's (decision 095), so a click made without a connection waits on the
 * device, shows on the ring at once, and is sent once when the connection returns.
 */

async function stepsTaken(page: Page, member: NewMember): Promise<string[]> {
  const today = (await (
    await page.request.get(`/api/Actions/GetUserNotCompletedActions/${member.userId}/0`, {
      headers: bearer(member.token),
    })
  ).json()) as ActionListResponse;
  return today.actions.filter((action) => action.completed).map((action) => action.text);
}

async function screenshotStep(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a click on Step 3's tracker made offline waits on the device and is saved once when back online", async ({
  page,
  context,
}) => {
  await page.goto('/');
  const member = await signInNewMemberAtStepThreeTracker(page, 'UTC', 'Jordan', OPEN_STEPS);
  await page.goto('/steps');
  await expect(page.getByRole('heading', { name: 'Click the Tracker 3 times' })).toBeVisible();
  const tracker = page.getByTestId('tracker-ring');
  await expect(tracker).toContainText('0/3');

  await context.setOffline(true);
  await expect(page.getByTestId('offline-bar')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await tracker.click();
  await expect(tracker).toContainText('1/3');
  await expect(page.getByTestId('steps-waiting')).toHaveText('1 waiting to sync');
  await expect(page.getByText(`Next up: ${OPEN_STEPS[1]}`)).toBeVisible();
  await expect(page.getByTestId('offline-bar')).toContainText('1 change is saved on this device');
  await screenshotStep(page, 'step-three-offline');
  expect(await stepsTaken(page, member)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText('1 change made offline was saved.')).toBeVisible();
  await expect(page.getByTestId('steps-waiting')).toHaveCount(0);
  await expect(tracker).toContainText('1/3');
  expect(await stepsTaken(page, member)).toEqual([OPEN_STEPS[0]]);

  await tracker.click();
  await expect(tracker).toContainText('2/3');
  await tracker.click();
  await expect(page.getByRole('heading', { name: 'STEP 3 COMPLETE' })).toBeVisible();
  await screenshotStep(page, 'step-three-complete');
  expect(await stepsTaken(page, member)).toEqual(OPEN_STEPS);
});
