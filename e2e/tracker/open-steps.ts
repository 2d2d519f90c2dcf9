import type { Page } from '@playwright/test';
import { bearer } from '../support/elearning';
import type { NewMember } from '../support/new-member';
import { expect, test } from '../support/test';

/** Steps for today's tracker, none of them done. */
export const OPEN_STEPS = ['Drink a glass of water', 'Stretch for five minutes', 'Write three lines in the journal'];

export async function addOpenSteps(page: Page, member: NewMember, steps = OPEN_STEPS): Promise<void> {
  const answer = await page.request.post('/api/Actions/UpdateInsertActions', {
    headers: bearer(member.token),
    data: { userId: member.userId, actions: steps.map((text) => ({ text })) },
  });
  expect(answer.ok()).toBe(true);
}

/** The action tracker on screen at 1280 and 375 px wide, into the test's output folder. */
export async function screenshotTracker(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.getByTestId('action-tracker').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
