import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CoachClient, CoachStats, OolaWheel, UserProgress } from '@oola/domain';
import { expect, test } from '../support/test';
import { signInAs } from '../support/session';
import { bearer, dismissBadges } from '../support/elearning';
import { dismissCoachBadges } from '../support/coach-achievements';

const COACH = 2001;
const CLIENTS = [1005, 1006];
const PAST_CLIENT = 1007;
/** First loads (several calls on the embedded database) get longer on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };
/** MY STATS count up over 4 seconds. */
const COUNT_UP = { timeout: 15_000 };
test.describe.configure({ timeout: 180_000 });

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`, { headers: bearer(token) });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** What the member's own dashboard answers: the figures the coach's row must show. */
async function memberFigures(request: APIRequestContext, userId: number) {
  const login = await request.post('/api/Login', {
    data: { userId: String(userId), password: 'demo-pass-1', loginType: 2 },
  });
  const { token } = (await login.json()) as { token: string };
  const [progress, profile, wheels] = await Promise.all([
    getJson<UserProgress>(request, token, `Dashboard/GetUserProgress/${userId}`),
    getJson<{ customerLevel: string; sessionsRemaining: number }>(
      request,
      token,
      `Customer/GetCustomerProfileInfo/${userId}`,
    ),
    getJson<OolaWheel[]>(request, token, 'Dashboard/GetOolaScores'),
  ]);
  return { token, progress, profile, latestScore: wheels.at(-1)?.score ?? null };
}

const rowOf = (panel: Locator, clientId: number) =>
  panel.locator(`[data-testid="client-row"][data-client-id="${clientId}"]`);

async function expectRowShowsMember(panel: Locator, request: APIRequestContext, clientId: number) {
  const member = await memberFigures(request, clientId);
  const row = rowOf(panel, clientId);
  await expect(row).toContainText(member.profile.customerLevel);
  await expect(row.getByTestId('steps-taken')).toHaveText(member.progress.stepsTaken.toLocaleString('en-US'));
  await expect(row.getByTestId('goals-completed')).toHaveText(String(member.progress.goalsCompleted));
  await expect(row.getByTestId('streak')).toHaveText(`${member.progress.currentStreak} days`);
  await expect(row.getByTestId('sessions')).toContainText(`${member.profile.sessionsRemaining} remaining`);
  if (member.latestScore === null) await expect(row).toContainText('No score yet');
  else await expect(row.getByTestId('oola-score')).toHaveText(String(member.latestScore));
  return member;
}

/** A full-page picture from the top (the sticky header stays where it belongs). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const menuButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name, exact: true });

test('coach 2001 works from the coaching portal: clients with their real figures, stats, a chat and a session', async ({
  page,
  request,
}) => {
  const coach = await signInAs(page, COACH);
  // Other specs on this server may have earned 2001 coach badges (the certification walk does): their
  // modal would open over the portal.
  await dismissBadges(page.request, COACH, coach.token);
  await dismissCoachBadges(page.request, COACH, coach.token);
  await page.goto('/dashboard');
  await menuButton(page, 'MY COACHING PORTAL').click(FIRST_LOAD);
  await expect(page).toHaveURL(/\/DashboardCoach$/);
  await expect(page.getByRole('heading', { name: 'Morgan Reyes' })).toBeVisible(FIRST_LOAD);

  // A message from 1005 waits for the coach: the row's badge counts what the coach has not read.
  const emery = await memberFigures(request, 1005);
  const stamp = Date.now().toString(36);
  const sent = await request.post('/api/ChatConversation/InsertChatMessage', {
    headers: bearer(emery.token),
    data: { coachId: COACH, clientId: 1005, message: `Can we talk about my week? (${stamp})` },
  });
  expect(sent.ok()).toBe(true);
  await page.reload();

  const active = page.getByRole('tabpanel', { name: /MY ACTIVE CLIENTS/ });
  await expect(rowOf(active, 1005)).toContainText('Emery Foster', FIRST_LOAD);
  await expect(rowOf(active, 1006)).toContainText('Finley Garcia');
  for (const clientId of CLIENTS) await expectRowShowsMember(active, request, clientId);
  const listed = await getJson<CoachClient[]>(request, coach.token, `Coach/GetMyClients/${COACH}`);
  const emeryRow = listed.find((client) => client.clientId === 1005)!;
  expect(emeryRow.pendingMessages).toBeGreaterThan(0);
  await expect(rowOf(active, 1005).getByTestId('pending-badge')).toContainText(
    emeryRow.pendingMessages > 99 ? '+99' : String(emeryRow.pendingMessages),
  );
  if (emeryRow.currentLesson) await expect(rowOf(active, 1005)).toContainText(emeryRow.currentLesson);

  // Search, then sort by steps taken (highest first, then lowest first).
  const search = active.getByLabel('Search clients');
  await search.fill('finley');
  await expect(active.getByTestId('client-row')).toHaveCount(1);
  await expect(rowOf(active, 1006)).toBeVisible();
  await search.fill('');
  await expect(active.getByTestId('client-row')).toHaveCount(CLIENTS.length);
  const steps = listed.filter((client) => client.isActiveCustomer).map((client) => client.stepsTaken);
  const shownSteps = async () =>
    (await active.getByTestId('steps-taken').allTextContents()).map((text) => Number(text.replace(/,/g, '')));
  await active.getByRole('button', { name: /Steps taken/ }).click();
  await expect(active.getByRole('columnheader', { name: /Steps taken/ })).toHaveAttribute('aria-sort', 'descending');
  expect(await shownSteps()).toEqual([...steps].sort((a, b) => b - a));
  await active.getByRole('button', { name: /Steps taken/ }).click();
  await expect(active.getByRole('columnheader', { name: /Steps taken/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(await shownSteps()).toEqual([...steps].sort((a, b) => a - b));

  // MY STATS count up to the server's figures, which are the clients' own totals.
  const stats = await getJson<CoachStats>(request, coach.token, `Coach/GetMyStats/${COACH}`);
  expect(stats.activeClients).toBe(listed.filter((client) => client.isActiveCustomer).length);
  expect(stats.lifeTimeClients).toBe(listed.length);
  expect(stats.clientActionSteps).toBe(listed.reduce((sum, client) => sum + client.stepsTaken, 0));
  for (const [key, value] of Object.entries(stats)) {
    await expect(page.getByTestId(`stat-${key}`)).toHaveText(value.toLocaleString('en-US'), COUNT_UP);
  }

  // The past client is in the other tab.
  await page.getByRole('tab', { name: /MY PAST CLIENTS/ }).click();
  const past = page.getByRole('tabpanel', { name: /MY PAST CLIENTS/ });
  await expect(rowOf(past, PAST_CLIENT)).toContainText('Gray Hughes');
  await shoot(page, 'dashboard-coach-past-1280');
  await page.getByRole('tab', { name: /MY ACTIVE CLIENTS/ }).click();
  await shoot(page, 'dashboard-coach-1280');

  // The row opens 1005's coaching room: a chat message shows, and a session is started and completed.
  const before = (await memberFigures(request, 1005)).profile.sessionsRemaining;
  expect(before).toBeGreaterThan(0);
  await rowOf(active, 1005).getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(/\/coachingRoom\/1005$/);
  await expect(page.getByRole('heading', { name: 'Emery Foster' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('tab', { name: /CHAT/ }).click();
  const box = page.getByRole('textbox', { name: 'Message' });
  const reply = `Of course, let us look at it on our call (${stamp})`;
  await box.fill(reply);
  await box.press('Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: reply })).toHaveAttribute('data-mine', 'true');

  const [meetingTab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'START SESSION' }).click(),
  ]);
  await expect(meetingTab).toHaveURL(/\/meeting\//);
  await meetingTab.close();
  await page.getByRole('button', { name: 'COMPLETE SESSION' }).click();
  await expect(page.getByRole('heading', { name: 'Session completed' })).toBeVisible();
  expect((await memberFigures(request, 1005)).profile.sessionsRemaining).toBe(before - 1);

  // Back in the portal the row shows it, and MY OOLA returns to the member dashboard.
  await page.goto('/DashboardCoach');
  await expect(rowOf(active, 1005).getByTestId('sessions')).toContainText(`${before - 1} remaining`, FIRST_LOAD);
  await expect(rowOf(active, 1005).getByTestId('pending-badge')).toHaveCount(0);
  await menuButton(page, 'MY OOLA').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the portal on a phone: client cards, and a new coach gets help instead of an empty list', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const coach = await signInAs(page, COACH);
  await dismissBadges(page.request, COACH, coach.token);
  await dismissCoachBadges(page.request, COACH, coach.token);
  await page.goto('/DashboardCoach');
  const active = page.getByRole('tabpanel', { name: /MY ACTIVE CLIENTS/ });
  await expect(active.getByTestId('client-card')).toHaveCount(CLIENTS.length, FIRST_LOAD);
  await expect(page.getByTestId('client-row')).toHaveCount(0);
  await active.getByLabel('Sort by').click();
  await page.getByRole('option', { name: 'Steps taken (high to low)' }).click();
  const lifetime = page.getByTestId('stat-lifeTimeClients');
  await expect(lifetime).toHaveAttribute('data-target', /^[1-9]\d*$/, FIRST_LOAD);
  await expect(lifetime).toHaveText((await lifetime.getAttribute('data-target'))!, COUNT_UP);
  const steps = page.getByTestId('stat-clientActionSteps');
  await expect(steps).toHaveText(Number(await steps.getAttribute('data-target')).toLocaleString('en-US'), COUNT_UP);
  await shoot(page, 'dashboard-coach-375');
  await active.getByRole('link', { name: 'OPEN COACHING ROOM with Finley Garcia' }).click();
  await expect(page).toHaveURL(/\/coachingRoom\/1006$/);

  const newCoach = await signInAs(page, 2002);
  await dismissCoachBadges(page.request, 2002, newCoach.token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/DashboardCoach');
  await expect(page.getByText('Your first clients are on their way')).toBeVisible(FIRST_LOAD);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('no-clients').getByRole('button', { name: 'EDIT PROFILE' })).toBeVisible();
  await shoot(page, 'dashboard-coach-new-coach-1280');
  await expect(page.getByRole('button', { name: 'Manage Schedule' })).toBeVisible();
});

test('members cannot read a coach’s clients or stats, and have no coaching portal in the menu', async ({ page }) => {
  const member = await signInAs(page, 1005);
  for (const path of [
    `Coach/GetMyClients/${1005}`,
    `Coach/GetMyStats/${1005}`,
    `Coach/GetMyClients/${COACH}`,
    `Coach/GetMyStats/${COACH}`,
  ]) {
    const answer = await page.request.get(`/api/${path}`, { headers: bearer(member.token) });
    expect(answer.status(), path).toBe(403);
  }
  expect((await page.request.get(`/api/Coach/GetMyClients/${COACH}`)).status()).toBe(401);
  await dismissBadges(page.request, 1005, member.token);
  await page.goto('/dashboard');
  await expect(menuButton(page, 'COMMUNITY')).toBeVisible(FIRST_LOAD);
  await expect(menuButton(page, 'MY COACHING PORTAL')).toHaveCount(0);
  await expect(menuButton(page, 'MY OOLA')).toHaveCount(0);
});

test('a client list that fails to load sends the coach to the dashboard', async ({ page }) => {
  const coach = await signInAs(page, COACH);
  // Other specs on this server may have earned 2001 coach badges (the certification walk does): their
  // modal would open over the portal.
  await dismissBadges(page.request, COACH, coach.token);
  await dismissCoachBadges(page.request, COACH, coach.token);
  await page.route('**/api/Coach/GetMyClients/**', (route) =>
    route.fulfill({ status: 503, json: { message: 'The service is busy. Please try again.' } }),
  );
  await page.goto('/DashboardCoach');
  await expect(page).toHaveURL(/\/dashboard$/, FIRST_LOAD);
});
