import { dismissBadges } from '../../support/elearning';
import { signInAs } from '../../support/session';
import { expect, test } from '../../support/test';

const FIRST_LOAD = { timeout: 30_000 };

/**
 * /coachingRoom/{id} is the coach's page for a client's room. A member has one room, with their own coach:
 * whatever id they open, they land in it, on the dashboard's My Oola Coach (as its OPEN COACHING ROOM does).
 */
for (const [width, otherId] of [
  [1280, 1006],
  [375, 1005],
] as const) {
  test(`member 1005 opening /coachingRoom/${otherId} at ${width} px lands in their own coaching room`, async ({
    page,
  }) => {
    const member = await signInAs(page, 1005);
    await dismissBadges(page.request, 1005, member.token);
    await page.setViewportSize({ width, height: 850 });
    await page.goto(`/coachingRoom/${otherId}`);

    await expect(page).toHaveURL(/\/dashboard\?coachingRoom=open$/, FIRST_LOAD);
    const room = page.getByRole('dialog', { name: 'Coaching room' });
    await expect(room.getByRole('heading', { name: 'Morgan Reyes' })).toBeVisible(FIRST_LOAD);
    await expect(room.getByRole('tab', { name: 'NOTEBOOK' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('You can only open your own coaching room')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '← My coaching portal' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath(`member-room-${width}.png`) });

    // Closing it leaves the dashboard, without the address opening it again.
    await room.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('my-coach').getByRole('button', { name: 'OPEN COACHING ROOM' })).toBeVisible();
  });
}
