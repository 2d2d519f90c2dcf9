import type { APIRequestContext } from '@playwright/test';
import { ELEARNING, ELEARNING_MESSAGES, type ElearningAssessment } from '@oola/domain';
import { expect, test } from '../support/test';
import { signInAs } from '../support/session';
import { answerQuestion, bearer, boardOf, moduleCards, openModulePage, scrollToDoSection } from '../support/elearning';

const FIRST_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

async function assessmentOf(request: APIRequestContext, type: number, token: string): Promise<ElearningAssessment> {
  const response = await request.get(`/api/ELearning/GetAssessmentQuestions/${type}`, { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ElearningAssessment;
}

/** The first line of text of some HTML. */
const firstLineOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .trim()
    .split('\n')[0]!;

// 1010 has finished Design My Life Blueprint (step 4) and not started the Breakthrough. Their
// dashboard may open with achievements to announce, so the test looks at it without clicking.
test('1010 takes Assessment One, lands on /phase2welcome, and the board shows 12 modules with the first open', async ({
  page,
}) => {
  const session = await signInAs(page, 1010);
  expect((await boardOf(page.request, 1010, session.token)).canStartBreakthrough).toBe(true);
  const assessment = await assessmentOf(page.request, 1, session.token);
  await page.goto('/dashboard');
  const start = page.getByTestId('my-elearning').getByRole('link', { name: 'START MY BREAKTHROUGH' });
  await expect(start).toHaveAttribute('href', '/assessment?AssessmentType=1', FIRST_LOAD);

  await page.goto('/assessment?AssessmentType=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment One' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('link', { name: 'BACK TO DASHBOARD' })).toHaveAttribute('href', '/dashboard');
  const count = assessment.questions.length;
  expect(count).toBe(ELEARNING.assessmentOneQuestions);
  const previous = page.getByRole('button', { name: 'PREVIOUS' });
  await expect(previous).toBeDisabled();
  await expect(page.getByRole('button', { name: 'NEXT' })).toBeDisabled();

  // A choice moves on by itself after half a second; PREVIOUS goes back with the answer kept.
  await answerQuestion(page, 1, count);
  await expect(page.getByTestId('question-counter')).toHaveText(`QUESTION 2 OF ${count}`);
  await previous.click();
  await expect(page.getByRole('radiogroup').getByRole('radio').nth(2)).toBeChecked();
  await page.getByRole('button', { name: 'NEXT' }).click();
  for (let number = 2; number <= count; number += 1) await answerQuestion(page, number, count);

  const saved = page.waitForResponse((response) => /\/api\/ELearning$/.test(response.url()));
  const created = page.waitForResponse((response) => response.url().endsWith('/api/ELearning/CreateELearningModules'));
  await page.getByRole('button', { name: 'COMPLETE' }).click();
  const details = (await (await saved).request().postDataJSON()) as { assesmentDetails: unknown[] };
  expect(details.assesmentDetails).toHaveLength(count);
  expect((await created).ok()).toBeTruthy();
  const congratulations = page.getByTestId('assessment-congratulations');
  await expect(congratulations).toContainText(firstLineOf(assessment.congratsMessage));
  await congratulations.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/phase2welcome$/);

  await page.goto('/dashboard');
  await expect(moduleCards(page)).toHaveCount(ELEARNING.breakthroughModules, FIRST_LOAD);
  await expect(moduleCards(page).and(page.locator('[data-state="unlocked"]'))).toHaveCount(1);
  await expect(moduleCards(page).first()).toHaveAttribute('data-state', 'unlocked');
  await expect(page.getByTestId('my-elearning').getByRole('link', { name: 'START MY BREAKTHROUGH' })).toHaveCount(0);

  // Week 1 asks its quick questions first: all of them, or nothing is sent.
  const [week1] = (await boardOf(page.request, 1010, session.token)).myBreakthroughExperience;
  const answersSent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/SaveCustomizeModuleAssessment')) answersSent.push(request.url());
  });
  await openModulePage(page, week1!.id);
  // Not on arrival: once the member has watched and read, on reaching the Do section.
  await expect(page.getByTestId('module-watch')).toBeVisible(FIRST_LOAD);
  await page.screenshot({ path: test.info().outputPath('module-arrival-1280.png') });
  const quick = page.getByRole('dialog', { name: 'Quick Question:' });
  await expect(quick).toHaveCount(0);
  await scrollToDoSection(page);
  await expect(quick).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('module-quick-question-1280.png') });
  const groups = quick.getByRole('radiogroup');
  await groups.first().getByRole('radio').first().check();
  await quick.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(quick.getByRole('alert')).toHaveText(ELEARNING_MESSAGES.answerAll);
  expect(answersSent).toEqual([]);

  // Closed unanswered, COMPLETE MODULE asks them again instead of completing.
  await quick.getByRole('button', { name: 'Close' }).click();
  await expect(quick).toHaveCount(0);
  await page.getByRole('button', { name: 'COMPLETE MODULE' }).click();
  await expect(quick).toBeVisible();
  for (const group of await groups.all()) await group.getByRole('radio').last().check();
  await quick.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(quick).toHaveCount(0);
  expect(answersSent).toHaveLength(1);
  await page.getByRole('button', { name: 'COMPLETE MODULE' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(moduleCards(page).first()).toHaveAttribute('data-state', 'completed', FIRST_LOAD);
});

test('on a phone, the path assessment has a tab per question: the ones not reached yet are disabled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const session = await signInAs(page, 1005);
  const assessment = await assessmentOf(page.request, 2, session.token);
  const count = assessment.questions.length;
  expect(count).toBe(ELEARNING.otherAssessmentQuestions);

  await page.goto('/assessmentMyPP?AssessmentType=2');
  await expect(page.getByRole('heading', { level: 1, name: assessment.title })).toBeVisible(FIRST_LOAD);
  const tabs = page.getByRole('tablist', { name: 'Questions' }).getByRole('tab');
  await expect(tabs).toHaveCount(count);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toBeDisabled();

  await answerQuestion(page, 1, count);
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(2)).toBeDisabled();
  await tabs.nth(0).click();
  await expect(page.getByTestId('question-counter')).toHaveText(`QUESTION 1 OF ${count}`);
  await expect(page.getByRole('radiogroup').getByRole('radio').nth(2)).toBeChecked();
  await tabs.nth(1).click();
  await expect(page.getByRole('heading', { level: 2, name: assessment.questions[1]!.text })).toBeFocused();
});
