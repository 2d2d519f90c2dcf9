import type { Locator } from '@playwright/test';
import type { Meeting } from '@oola/domain';
import { apiSession } from '../../support/booking';
import { dismissBadges } from '../../support/elearning';
import { signInAs } from '../../support/session';
import { expect, test } from '../../support/test';

const MEMBER = 1005;
const COACH = 2001;
const FIRST_LOAD = { timeout: 30_000 };

const box = async (locator: Locator) => (await locator.boundingBox())!;

test('JOIN SESSION shows beside BUY SESSIONS, aligned, only when there is a session to join', async ({ page }) => {
  const member = await signInAs(page, MEMBER);
  await dismissBadges(page.request, MEMBER, member.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  const card = page.getByTestId('my-coach-card');
  const buy = card.getByRole('button', { name: 'BUY SESSIONS' });
  await expect(buy).toBeVisible(FIRST_LOAD);
  // Nothing booked within its joining window and no meeting started: nothing to join, BUY SESSIONS fills the row.
  await expect(card.getByRole('button', { name: 'JOIN SESSION' })).toHaveCount(0);
  expect((await box(buy)).width).toBeCloseTo((await box(card)).width, 0);
  await card.screenshot({ path: test.info().outputPath('my-coach-nothing-1280.png') });

  await page.getByTestId('my-coach').getByRole('button', { name: 'OPEN COACHING ROOM' }).click();
  const room = page.getByRole('dialog', { name: 'Coaching room' });
  await expect(room.getByRole('tab', { name: 'NOTEBOOK' })).toBeVisible(FIRST_LOAD);
  await expect(room.getByRole('button', { name: 'JOIN SESSION' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The coach starts a session: the member now has one to join.
  const coach = await apiSession(page.request, COACH);
  const created = await page.request.post(`/api/Coach/CreateMeeting/${MEMBER}`, { headers: coach });
  expect(created.ok()).toBeTruthy();
  const meeting = (await created.json()) as Meeting;
  try {
    await page.reload();
    const join = card.getByRole('button', { name: 'JOIN SESSION' });
    await expect(join).toBeEnabled(FIRST_LOAD);
    const [buyBox, joinBox] = [await box(buy), await box(join)];
    expect(joinBox.y).toBeCloseTo(buyBox.y, 0);
    expect(joinBox.height).toBeCloseTo(buyBox.height, 0);
    expect(joinBox.width).toBeCloseTo(buyBox.width, 0);
    await card.screenshot({ path: test.info().outputPath('my-coach-join-1280.png') });
    await page.setViewportSize({ width: 375, height: 800 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: test.info().outputPath('my-coach-join-375.png') });
  } finally {
    const completed = await page.request.post('/api/Coach/CompleteSession', {
      headers: coach,
      data: { coachId: COACH, userId: MEMBER, meetingCode: meeting.meetingCode },
    });
    expect(completed.ok()).toBeTruthy();
  }
});
