import type { APIRequestContext, Page } from '@playwright/test';
import { ELEARNING, ELEARNING_MESSAGES, type ElearningModuleCard } from '@oola/domain';
import { expect, test } from '../support/test';
import {
  answerQuestion,
  bearer,
  boardOf,
  dismissBadges,
  moduleCards,
  moduleOf,
  scrollToDoSection,
} from '../support/elearning';
import { finishAssessmentThroughApi } from '../support/goals';
import { activeStep } from '../support/journey';
import { signInNewMemberOnDashboard, type NewMember } from '../support/new-member';
import { advanceServerClock, resetServerClock } from '../support/server-clock';

// The "Done when": a new member goes from Assessment One through the 12 weekly modules to the
// personalised path and the mid-year review (nextStepId 5), and on to the next level (nextStepId 6),
// with the server's clock moved forward. The clock is shared by every spec of the run: put it back.
const FIRST_LOAD = { timeout: 30_000 };
const ZONE = 'America/Denver';
/** The path's general modules that lead on (decision 035's ids): the mid-year review's and the next level's. */
const MID_YEAR = 203;
const YEAR_END = 204;
test.describe.configure({ timeout: 300_000 });
test.afterAll(({ request }) => resetServerClock(request));

/** The module's quick questions answered (each its first option) and the module completed, by API. */
async function completeThroughApi(request: APIRequestContext, member: NewMember, moduleId: number) {
  const headers = bearer(member.token);
  const detail = await moduleOf(request, moduleId, member.token);
  if (detail.questions.length > 0) {
    const assesmentDetails = detail.questions.map((question) => ({ questionId: question.id, optionId: 1 }));
    const answered = await request.post('/api/ELearning/SaveCustomizeModuleAssessment', {
      headers,
      data: { moduleId, assesmentDetails },
    });
    expect(answered.ok()).toBeTruthy();
  }
  const completed = await request.put('/api/Elearning/CompleteELearningModule', {
    headers,
    data: { id: moduleId, userId: member.userId },
  });
  expect(completed.ok()).toBeTruthy();
}

/** The texts of the member's actions today. */
async function todaysActions(request: APIRequestContext, member: NewMember): Promise<string[]> {
  const response = await request.get(`/api/Actions/GetUserNotCompletedActions/${member.userId}/0`, {
    headers: bearer(member.token),
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { actions: { text: string }[] }).actions.map((action) => action.text);
}

/** The dashboard, with no badge to announce in front of it. */
async function openDashboard(page: Page, member: NewMember, path = '/dashboard') {
  await dismissBadges(page.request, member.userId, member.token);
  await page.goto(path);
}

/** Opens a module from its card on the board (MY PATH for path modules). */
async function openFromBoard(page: Page, card: ElearningModuleCard, tab?: 'MY PATH') {
  const section = page.getByTestId('my-elearning');
  if (tab) await section.getByRole('tab', { name: tab }).click();
  await section.getByRole('button', { name: card.title }).click({ timeout: FIRST_LOAD.timeout });
  await expect(page).toHaveURL(/\/moduleVip$/);
  await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible(FIRST_LOAD);
}

/** Reaches the Do section, answers the Quick Question modal (each question's last option) and waits for it to close. */
async function answerQuickQuestions(page: Page) {
  await scrollToDoSection(page);
  const quick = page.getByRole('dialog', { name: 'Quick Question:' });
  await expect(quick).toBeVisible(FIRST_LOAD);
  for (const group of await quick.getByRole('radiogroup').all()) await group.getByRole('radio').last().check();
  await quick.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(quick).toHaveCount(0);
}

/** Answers an assessment page's questions (the middle option) and COMPLETE; answers the CreateELearningModules reply. */
async function takeAssessmentPage(page: Page, count: number) {
  for (let number = 1; number <= count; number += 1) await answerQuestion(page, number, count);
  const created = page.waitForResponse((response) => response.url().endsWith('/api/ELearning/CreateELearningModules'));
  await page.getByRole('button', { name: 'COMPLETE' }).click();
  expect((await created).ok()).toBeTruthy();
  await page.getByTestId('assessment-congratulations').getByRole('button', { name: 'CONTINUE' }).click();
}

/** A welcome page's GET STARTED, enabled 15 seconds after it loads, leads to the dashboard. */
async function getStarted(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible(FIRST_LOAD);
  const start = page.getByRole('button', { name: 'GET STARTED' });
  await expect(start).toBeDisabled();
  await page.clock.fastForward(15_000);
  await start.click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a new member goes from Assessment One through 12 weeks and the path to the mid-year review and the next level', async ({
  page,
}) => {
  await page.clock.install();
  const member = await signInNewMemberOnDashboard(page, ZONE);
  const { request } = page;

  await test.step('Assessment One starts the Breakthrough: /phase2welcome, then 12 modules, week 1 open', async () => {
    await openDashboard(page, member);
    await page.getByTestId('my-elearning').getByRole('link', { name: 'START MY BREAKTHROUGH' }).click(FIRST_LOAD);
    await expect(page).toHaveURL(/\/assessment\?AssessmentType=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Assessment One' })).toBeVisible(FIRST_LOAD);
    await takeAssessmentPage(page, ELEARNING.assessmentOneQuestions);
    await expect(page).toHaveURL(/\/phase2welcome$/);
    await getStarted(page, 'Welcome to the Breakthrough Experience');
    await expect(moduleCards(page)).toHaveCount(ELEARNING.breakthroughModules, FIRST_LOAD);
    await expect(moduleCards(page).and(page.locator('[data-state="unlocked"]'))).toHaveCount(1);
  });

  const weeks = (await boardOf(request, member.userId, member.token)).myBreakthroughExperience;
  expect(weeks).toHaveLength(ELEARNING.breakthroughModules);

  await test.step('week 1 through the page: its quick questions, then COMPLETE MODULE', async () => {
    await openDashboard(page, member);
    await openFromBoard(page, weeks[0]!);
    await answerQuickQuestions(page);
    await page.getByRole('button', { name: 'COMPLETE MODULE' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(moduleCards(page).first()).toHaveAttribute('data-state', 'completed', FIRST_LOAD);
  });

  // One later week whose Do section adds action steps is walked through its page; the rest by API.
  let walkedLater = false;
  for (const week of weeks.slice(1)) {
    await advanceServerClock(request, ELEARNING.breakthroughUnlockEveryDays);
    const todo = (await moduleOf(request, week.id, member.token)).sections.find((section) => section.name === 'Do');
    if (walkedLater || !todo?.isActionStepsButtonEnabled) {
      await completeThroughApi(request, member, week.id);
      continue;
    }
    walkedLater = true;
    await test.step(`${week.title}: its action steps join DAILY ACTIONS, then COMPLETE MODULE`, async () => {
      const before = await todaysActions(request, member);
      await openDashboard(page, member);
      // No step taken since Step 3, two weeks ago by the clock: the tracker asks first.
      const missedDay = page.getByRole('dialog', { name: 'YOU MISSED A DAY' });
      await expect(missedDay).toBeVisible(FIRST_LOAD);
      const answered = page.waitForResponse((response) =>
        /\/ReactivateActionSteps\/\d+\/0\/false$/.test(response.url()),
      );
      await missedDay.getByRole('button', { name: 'KEEP GOING' }).click();
      expect((await answered).ok()).toBeTruthy();
      await expect(missedDay).toBeHidden(FIRST_LOAD);
      await openFromBoard(page, week);
      const added = page.waitForResponse((response) =>
        response.url().endsWith(`/api/AdditionalCourse/AddActionSteps/${week.id}`),
      );
      await page.getByTestId('module-do').getByRole('button', { name: todo.textButtonActionSteps! }).click();
      expect((await added).request().method()).toBe('POST');
      await expect(page).toHaveURL(/\/Dashboard\?showActionsSteps=1$/);
      const tracker = page.getByTestId('action-tracker');
      await expect(tracker.getByRole('tab', { name: 'DAILY ACTIONS' })).toHaveAttribute('aria-selected', 'true');
      const steps = (await todaysActions(request, member)).filter((text) => !before.includes(text));
      expect(steps).toHaveLength(3);
      for (const text of steps) {
        await expect(tracker.getByTestId('daily-action').filter({ hasText: text })).toHaveCount(1, FIRST_LOAD);
      }

      await openFromBoard(page, week);
      await page.getByRole('button', { name: 'COMPLETE MODULE' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }
  expect(walkedLater).toBe(true);

  await test.step('all 12 weeks open: the path assessment starts My Path, /phase3welcome', async () => {
    const board = await boardOf(request, member.userId, member.token);
    expect(board.myBreakthroughExperience.every((week) => week.isUnlocked && week.isCompleted)).toBe(true);
    expect(board.startPathAssessmentType).toBe(2);
    await openDashboard(page, member);
    const section = page.getByTestId('my-elearning');
    await section.getByRole('tab', { name: 'MY PATH' }).click(FIRST_LOAD);
    await section.getByRole('link', { name: 'START MY PATH' }).click();
    await expect(page).toHaveURL(/\/assessmentMyPP\?AssessmentType=2$/);
    await takeAssessmentPage(page, ELEARNING.otherAssessmentQuestions);
    await expect(page).toHaveURL(/\/phase3welcome$/);
    await getStarted(page, 'Welcome to your Personalized Path');
  });

  const path = (await boardOf(request, member.userId, member.token)).myPersonalizedPath;
  expect(path).toHaveLength(ELEARNING.pathMonthsLevelOne);
  const midYear = path.find((card) => card.id === MID_YEAR)!;
  const yearEnd = path.find((card) => card.id === YEAR_END)!;

  await test.step('a month on the mid-year module is still locked; two months on it opens', async () => {
    await advanceServerClock(request, ELEARNING.pathUnlockEveryDays);
    const locked = await request.get(`/api/elearning/GetELearningModuleDetail/${midYear.id}`, {
      headers: bearer(member.token),
    });
    expect(locked.status()).toBe(403);
    await advanceServerClock(request, ELEARNING.pathUnlockEveryDays);
    expect((await moduleOf(request, midYear.id, member.token)).nextStepId).toBe(5);
  });

  await test.step('the mid-year module: a greyed action-steps button, START MY OOLAWHEEL → /MidYearReviewWelcome', async () => {
    await openDashboard(page, member);
    await openFromBoard(page, midYear, 'MY PATH');
    await answerQuickQuestions(page);
    const todo = page.getByTestId('module-do');
    await expect(todo.getByRole('button', { name: 'New action steps come with your review' })).toBeDisabled();
    const stepSet = page.waitForResponse((response) => response.url().endsWith('/api/Customer/SetMidYearReviewStep'));
    await page.getByRole('button', { name: ELEARNING_MESSAGES.startOolaWheel }).click();
    expect((await stepSet).request().method()).toBe('PUT');
    expect((await stepSet).ok()).toBeTruthy();
    await expect(page).toHaveURL(/\/MidYearReviewWelcome$/);
    await expect(page.getByRole('heading', { name: 'Six months in: time to check your balance' })).toBeVisible(
      FIRST_LOAD,
    );
    expect((await moduleOf(request, midYear.id, member.token)).isCompleted).toBe(true);
  });

  await test.step('after the review, month 9: A Year in Review leads to the next level on /steps', async () => {
    // The mid-year review's 70 questions (walked in journey-review.spec.ts) through the API: back to step 4.
    await finishAssessmentThroughApi(page, member.token, member.userId);
    await advanceServerClock(request, 6 * ELEARNING.pathUnlockEveryDays);
    const detail = await moduleOf(request, yearEnd.id, member.token);
    expect(detail.nextStepId).toBe(6);
    await openDashboard(page, member);
    await openFromBoard(page, yearEnd, 'MY PATH');
    await answerQuickQuestions(page);
    const stepSet = page.waitForResponse((response) => response.url().endsWith('/api/Customer/SetYearInReviewStep'));
    await page.getByRole('button', { name: detail.goToNextLevelDesc! }).click();
    expect((await stepSet).ok()).toBeTruthy();
    await expect(page).toHaveURL(/\/steps$/);
    await expect(page.getByRole('heading', { name: 'REVIEW. REVISE. REAFFIRM.' })).toBeVisible(FIRST_LOAD);
    await expect(activeStep(page)).toContainText('Measure your life again');
  });
});
