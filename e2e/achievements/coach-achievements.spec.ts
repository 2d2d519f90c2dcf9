import type { Page } from '@playwright/test';
import { CERTIFICATION_MODULE_THRESHOLDS, type CoachAchievementSections } from '@oola/domain';
import { certificationOf } from '../support/certification';
import {
  allBadges,
  coachSectionsOf,
  dismissCoachBadges,
  earnNextCertificationBadge,
} from '../support/coach-achievements';
import { bearer } from '../support/elearning';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const COACH = 2001;
const FIRST_LOAD = { timeout: 30_000 };
const SECTIONS = [
  { key: 'certifications', title: 'CERTIFICATIONS' },
  { key: 'lifetimeClients', title: 'LIFETIME CLIENTS' },
  { key: 'clientActionSteps', title: 'CLIENT ACTION STEPS TAKEN' },
  { key: 'clientGoalsAchieved', title: 'CLIENT GOALS ACHIEVED' },
] as const;

async function openPortal(page: Page) {
  await page.goto('/DashboardCoach');
  await expect(page.getByRole('heading', { name: 'Morgan Reyes' })).toBeVisible(FIRST_LOAD);
}

async function openAchievements(page: Page) {
  await page.getByRole('button', { name: 'MY ACHIEVEMENTS' }).click();
  await expect(page.getByRole('dialog', { name: 'MY ACHIEVEMENTS' })).toBeVisible();
  // The dialog's name is the view's title: MY ACHIEVEMENTS, or the section See more opened.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'CERTIFICATIONS' })).toBeVisible(FIRST_LOAD);
  return dialog;
}

/** Each section of the modal shows its first six badges, achieved exactly as the server says. */
async function expectOverview(page: Page, sections: CoachAchievementSections) {
  const dialog = page.getByRole('dialog', { name: 'MY ACHIEVEMENTS' });
  for (const { key, title } of SECTIONS) {
    const region = dialog.getByRole('region', { name: title });
    const tiles = region.getByTestId(/^coach-badge-\d+$/);
    await expect(tiles).toHaveCount(6);
    for (const [index, badge] of sections[key].slice(0, 6).entries()) {
      await expect(tiles.nth(index)).toHaveAttribute('data-testid', `coach-badge-${badge.id}`);
      await expect(tiles.nth(index)).toHaveAttribute('data-achieved', String(badge.achieved));
      await expect(tiles.nth(index)).toContainText(badge.achieved ? badge.achievementName : badge.howToEarn);
    }
    await expect(region.getByRole('button', { name: `See more ${title}` })).toBeVisible();
  }
}

test('coach 2001 opens My achievements: four sections earned from real data, See more and Back', async ({ page }) => {
  const api = await signInAs(page, COACH);
  await dismissCoachBadges(page.request, COACH, api.token);
  const sections = await coachSectionsOf(page.request, COACH, api.token);

  // The certification badges follow the modules the coach has completed, as the certification board says.
  const board = await certificationOf(page.request, api.token);
  const completed = board.sections.flatMap((section) => section.modules).filter((module) => module.status === 2).length;
  const moduleBadges = sections.certifications.filter((badge) => badge.id <= 105);
  expect(moduleBadges.map((badge) => badge.achieved)).toEqual(
    CERTIFICATION_MODULE_THRESHOLDS.map((threshold) => completed >= threshold),
  );
  expect(moduleBadges[1]!.currentValue).toBe(completed);
  // Clients 1005 and 1006 chose 2001: at least two lifetime clients, and the first client badge.
  expect(sections.lifetimeClients[0]!.currentValue).toBeGreaterThanOrEqual(2);
  expect(sections.lifetimeClients[0]!.achieved).toBe(true);
  for (const key of ['clientActionSteps', 'clientGoalsAchieved'] as const) {
    for (const badge of sections[key]) expect(badge.achieved).toBe(badge.currentValue >= badge.achievementValue);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await openPortal(page);
  const dialog = await openAchievements(page);
  await expectOverview(page, sections);
  await page.screenshot({ path: test.info().outputPath('modal-1280.png'), fullPage: true });

  // See more: every badge of the section, then < BACK to the four sections.
  await dialog.getByRole('button', { name: 'See more CLIENT ACTION STEPS TAKEN' }).click();
  const detail = dialog.getByTestId('coach-badges-detail');
  await expect(detail.getByTestId(/^coach-badge-\d+$/)).toHaveCount(sections.clientActionSteps.length);
  await expect(page.getByRole('dialog', { name: 'CLIENT ACTION STEPS TAKEN' })).toBeVisible();
  const last = sections.clientActionSteps.at(-1)!;
  await expect(detail.getByTestId(`coach-badge-${last.id}`)).toHaveAttribute('data-achieved', String(last.achieved));
  await page.screenshot({ path: test.info().outputPath('detail-1280.png'), fullPage: true });
  await detail.getByRole('button', { name: '< BACK' }).click();
  await expectOverview(page, sections);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 375, height: 812 });
  await openAchievements(page);
  await page.screenshot({ path: test.info().outputPath('modal-375.png') });
  await dialog.getByRole('button', { name: 'See more LIFETIME CLIENTS' }).click();
  await expect(detail.getByTestId(/^coach-badge-\d+$/)).toHaveCount(sections.lifetimeClients.length);
  await page.screenshot({ path: test.info().outputPath('detail-375.png') });
});

test('a badge coach 2001 earns shows its modal once on the coach portal', async ({ page }) => {
  const api = await signInAs(page, COACH);
  await dismissCoachBadges(page.request, COACH, api.token);
  const earned = await earnNextCertificationBadge(page.request, COACH, api.token);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openPortal(page);
  // One badge has its own modal; several earned together share one (decision 089).
  const modal = page.getByTestId('coach-badge-modal');
  const [first] = earned;
  if (earned.length === 1) {
    await expect(modal.getByRole('heading', { name: first!.achievementName })).toBeVisible(FIRST_LOAD);
    await expect(modal).toContainText(first!.congratsMessage);
  } else {
    await expect(modal.getByRole('heading', { name: `You earned ${earned.length} badges` })).toBeVisible(FIRST_LOAD);
    for (const badge of earned) await expect(modal).toContainText(badge.achievementName);
  }
  await page.screenshot({ path: test.info().outputPath('new-badge-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('new-badge-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await modal.getByRole('button', { name: 'CLOSE' }).click();
  await expect(modal).toBeHidden();
  await expect
    .poll(async () => {
      const badges = allBadges(await coachSectionsOf(page.request, COACH, api.token));
      return earned.map((badge) => badges.find((candidate) => candidate.id === badge.id)!.displayed);
    })
    .toEqual(earned.map(() => true));

  // Once only: back on the portal, the badge is in My achievements and no modal opens.
  const loaded = page.waitForResponse((response) => /\/api\/Coach\/GetAchievements\/2001$/.test(response.url()));
  await page.reload();
  await loaded;
  await expect(page.getByRole('heading', { name: 'Morgan Reyes' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('coach-badge-modal')).toHaveCount(0);
  const dialog = await openAchievements(page);
  await expect(dialog.getByTestId(`coach-badge-${earned[0]!.id}`)).toHaveAttribute('data-achieved', 'true');
});

test('a member gets 403 from the coach achievement calls, and no token 401', async ({ page }) => {
  const member = await signInAs(page, 1005);
  const calls = [
    () => page.request.get('/api/Coach/GetAchievements/1005', { headers: bearer(member.token) }),
    () => page.request.get('/api/Coach/GetMyAchievements/1005', { headers: bearer(member.token) }),
    () =>
      page.request.put('/api/Coach/UpdateDisplayedBadge', {
        headers: bearer(member.token),
        data: { userId: 1005, achievementId: 101 },
      }),
  ];
  for (const call of calls) expect((await call()).status()).toBe(403);
  expect((await page.request.get(`/api/Coach/GetMyAchievements/${COACH}`)).status()).toBe(401);
});
