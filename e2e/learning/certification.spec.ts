import { CERTIFICATION_MESSAGES, QUIZ_MESSAGES } from '@oola/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInAs, signInThroughModal } from '../support/session';
import { bearer, dismissBadges } from '../support/elearning';
import {
  activeModuleWithQuiz,
  certificationModuleOf,
  certificationOf,
  quizAnswerTexts,
  quizTitleOf,
} from '../support/certification';

const FIRST_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

/** Answers the open quiz one question at a time (NEXT waits for each answer), ending on its last question. */
async function answerQuiz(page: Page, answers: { question: string; option: string }[], skipLast = false) {
  const quiz = page.getByRole('dialog');
  for (const [index, answer] of answers.entries()) {
    await expect(quiz.getByTestId('question-counter')).toHaveText(`QUESTION ${index + 1} OF ${answers.length}`);
    await expect(quiz.getByRole('heading', { name: answer.question })).toBeVisible();
    await expect(quiz.getByTestId('quiz-progress')).toBeVisible();
    const last = index === answers.length - 1;
    if (last && skipLast) return;
    if (!last) await expect(quiz.getByRole('button', { name: 'NEXT' })).toBeDisabled();
    await quiz.getByRole('radio', { name: answer.option }).click();
    await expect(quiz.getByRole('radio', { name: answer.option })).toHaveAttribute('aria-checked', 'true');
    if (!last) await quiz.getByRole('button', { name: 'NEXT' }).click();
  }
}

test('coach 2001 lands on the certification, fails the quiz, retries, passes, completes and moves on', async ({
  page,
}) => {
  const api = await signInAs(page, 2001);
  await dismissBadges(page.request, 2001, api.token);
  const module = await activeModuleWithQuiz(page.request, api.token);
  const board = await certificationOf(page.request, api.token);
  const next = await certificationModuleOf(page.request, module.moduleId, api.token).then(
    (detail) => detail.nextModuleId,
  );
  const nextTitle = board.sections.flatMap((section) => section.modules).find((item) => item.moduleId === next)!.title;

  // Signed in through the login modal, the coach lands with the certification in ADDITIONAL PROGRAMS.
  await page.evaluate(() => localStorage.clear());
  await signInThroughModal(page, '555-010-2001', 'Phone Number');
  await expect(page).toHaveURL(/\/dashboard$/, FIRST_LOAD);
  const elearning = page.getByTestId('my-elearning');
  await expect(elearning.getByRole('tab', { name: 'ADDITIONAL PROGRAMS' })).toHaveAttribute('aria-selected', 'true');
  const certification = elearning.getByTestId('certification-board');
  await expect(elearning.getByRole('heading', { name: board.title })).toBeVisible(FIRST_LOAD);
  await expect(certification).toContainText(board.subTitle);
  const sections = certification.getByTestId('certification-section');
  await expect(sections).toHaveCount(board.sections.length);
  const control = (index: number) =>
    sections.nth(index).getByRole('button', { name: new RegExp(board.sections[index]!.title) });
  const current = board.sections.findIndex((section) => section.modules.some((item) => item.status === 1));
  for (const [index, section] of board.sections.entries()) {
    await expect(sections.nth(index).getByRole('heading', { name: new RegExp(section.title) })).toBeVisible();
    await expect(sections.nth(index)).toContainText(section.subtitle);
    await expect(sections.nth(index).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(section.progress),
    );
    // The section of the active module starts open; the others open on a click.
    await expect(control(index)).toHaveAttribute('aria-expanded', String(index === current));
  }
  const last = board.sections.length - 1;
  await control(last).click();
  const locked = sections.nth(last).getByTestId('certification-module');
  await expect(locked).toHaveCount(board.sections[last]!.modules.length);
  await expect(locked.first()).toHaveAttribute('data-state', 'locked');
  await expect(locked.first()).toContainText('Locked');
  await expect(sections.nth(last).getByRole('button', { name: /MODULE/ })).toHaveCount(0);
  await certification.getByRole('button', { name: new RegExp(module.title) }).click();

  await expect(page).toHaveURL(new RegExp(`/certificationModule\\?id=${module.moduleId}$`));
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('module-watch').getByTestId('section-place')).toHaveText('1/2');
  await expect(page.getByTestId('module-read').getByTestId('section-place')).toHaveText('2/2');
  if (module.externalLink) {
    const link = page.getByRole('link', { name: new RegExp(module.externalLink.text) });
    await expect(link).toHaveAttribute('href', module.externalLink.url);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByRole('button', { name: 'NEXT MODULE' })).toBeDisabled();

  // COMPLETE MODULE waits for the quiz, and says so (the server would refuse it: 409).
  const complete = page.getByRole('button', { name: 'COMPLETE MODULE' });
  await expect(complete).toBeDisabled();
  await expect(complete).toHaveAccessibleDescription(CERTIFICATION_MESSAGES.passQuizToComplete);
  await expect(page.getByTestId('complete-reason')).toBeVisible();
  await page.getByTestId('module-finish').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('complete-waits-for-quiz-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('module-finish').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('complete-waits-for-quiz-375.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  const refused = await page.request.post(`/api/AdditionalCourse/CompleteCertificationModule/${module.moduleId}`, {
    headers: bearer(api.token),
  });
  expect(refused.status()).toBe(409);

  const title = await quizTitleOf(page.request, module.moduleId, api.token);
  await page.getByRole('button', { name: 'TAKE THE QUIZ' }).click();
  const quiz = page.getByRole('dialog', { name: title });
  await expect(quiz.getByTestId('question-counter')).toBeVisible(FIRST_LOAD);
  const wrong = quizAnswerTexts(title, false);
  await answerQuiz(page, wrong, true);
  // SUBMIT with the last question unanswered: the spec's message, nothing sent.
  await quiz.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(quiz.getByRole('alert')).toHaveText(QUIZ_MESSAGES.answerAll);
  // PREVIOUS keeps the answers given.
  await quiz.getByRole('button', { name: 'PREVIOUS' }).click();
  await expect(quiz.getByRole('radio', { name: wrong.at(-2)!.option })).toHaveAttribute('aria-checked', 'true');
  await quiz.getByRole('button', { name: 'NEXT' }).click();
  await quiz.getByRole('radio', { name: wrong.at(-1)!.option }).click();
  await quiz.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(quiz.getByRole('status')).toHaveText('Checking your answers…');
  const failed = quiz.getByTestId('quiz-result');
  await expect(failed).toHaveAttribute('data-passed', 'false');
  await expect(failed.getByTestId('quiz-score')).toHaveText('0%');
  await expect(failed).toContainText("Let's try again");
  await expect(failed.getByRole('button', { name: 'CLOSE' })).toBeVisible();

  await failed.getByRole('button', { name: 'RETRY' }).click();
  await expect(quiz.getByTestId('question-counter')).toHaveText(`QUESTION 1 OF ${wrong.length}`);
  await expect(quiz.getByRole('button', { name: 'NEXT' })).toBeDisabled();
  await answerQuiz(page, quizAnswerTexts(title, true));
  await quiz.getByRole('button', { name: 'SUBMIT' }).click();
  const passed = quiz.getByTestId('quiz-result');
  await expect(passed).toHaveAttribute('data-passed', 'true');
  await expect(passed.getByTestId('quiz-score')).toHaveText('100%');
  await expect(passed).toContainText('Congratulations!');
  await passed.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(quiz).toBeHidden();
  await expect(page.getByTestId('module-finish')).toContainText('Passed');
  await expect(page.getByTestId('complete-reason')).toHaveCount(0);

  // COMPLETE: the page says so, then reloads onto the next module 2 s later.
  await page.getByRole('button', { name: 'COMPLETE MODULE' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Module completed' })).toBeVisible();
  const completedAt = Date.now();
  await expect(page).toHaveURL(new RegExp(`/certificationModule\\?id=${next}$`));
  expect(Date.now() - completedAt).toBeGreaterThan(1_500);
  await expect(page.getByRole('heading', { level: 1, name: nextTitle })).toBeVisible(FIRST_LOAD);
  await page.getByRole('link', { name: 'PREVIOUS MODULE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'MODULE COMPLETED' })).toBeDisabled();

  await page.getByRole('link', { name: 'BACK TO DASHBOARD' }).click();
  const after = await certificationOf(page.request, api.token);
  const progress = page.getByTestId('certification-section').getByRole('progressbar');
  await expect(progress).toHaveCount(after.sections.length, FIRST_LOAD);
  for (const [index, section] of after.sections.entries()) {
    await expect(progress.nth(index)).toHaveAttribute('aria-valuenow', String(section.progress));
  }
  expect(
    after.sections.flatMap((section) => section.modules).find((item) => item.moduleId === module.moduleId)!.status,
  ).toBe(2);
  await expect(page.getByRole('button', { name: new RegExp(nextTitle) })).toContainText('Ready to start');
});

test('a quiz that fails to load, or to save, says so in the spec words', async ({ page }) => {
  const api = await signInAs(page, 2001);
  await dismissBadges(page.request, 2001, api.token);
  const module = await activeModuleWithQuiz(page.request, api.token);
  await page.route('**/api/AdditionalCourse/GetQuiz/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.goto(`/certificationModule?id=${module.moduleId}`);
  await page.getByRole('button', { name: 'TAKE THE QUIZ' }).click(FIRST_LOAD);
  const quiz = page.getByRole('dialog');
  await expect(quiz.getByRole('alert')).toHaveText(
    'Sorry we had an error at obtaining the quiz, please try to reload the page',
  );

  // The call works again: the quiz opens; saving fails and says so, and the answers stay.
  await page.unroute('**/api/AdditionalCourse/GetQuiz/**');
  await quiz.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'TAKE THE QUIZ' }).click();
  await expect(quiz.getByTestId('question-counter')).toBeVisible(FIRST_LOAD);
  const answers = quizAnswerTexts(await quizTitleOf(page.request, module.moduleId, api.token), true);
  await answerQuiz(page, answers);
  await page.route('**/api/AdditionalCourse/SaveQuizResults', (route) => route.abort());
  await quiz.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(quiz.getByRole('alert')).toHaveText('Sorry, we had an error, please try again.');
  await expect(quiz.getByRole('radio', { name: answers.at(-1)!.option })).toHaveAttribute('aria-checked', 'true');
  expect((await certificationModuleOf(page.request, module.moduleId, api.token)).quizPassed).toBe(false);
});

test('new coach 2002 sees the tour step on the certification, and GOT IT hides it for good', async ({ page }) => {
  const api = await signInAs(page, 2002);
  await page.request.put('/api/customer/UpdateUserDefinedTimeZone', {
    headers: bearer(api.token),
    data: { userId: 2002, definedTimeZoneId: 'America/Los_Angeles' },
  });
  await dismissBadges(page.request, 2002, api.token);
  await page.goto('/dashboard');
  const tour = page.getByRole('dialog', { name: 'Your coach certification' });
  await expect(tour).toContainText(
    'The Mind and Body certification is in Additional Programs of the E-Learning.',
    FIRST_LOAD,
  );
  const elearning = page.getByTestId('my-elearning');
  await expect(elearning).toBeInViewport();
  await expect(elearning.getByRole('tab', { name: 'ADDITIONAL PROGRAMS' })).toHaveAttribute('aria-selected', 'true');
  await expect(elearning.getByTestId('certification-module').first()).toHaveAttribute('data-state', 'unlocked');

  await tour.getByRole('button', { name: 'GOT IT' }).click();
  await expect(tour).toBeHidden();
  await expect
    .poll(async () => {
      const step = await page.request.get('/api/customer/GetCurrentUserStep/2002', { headers: bearer(api.token) });
      return ((await step.json()) as { displayCoachCertificationTutorial: boolean }).displayCoachCertificationTutorial;
    })
    .toBe(false);
  await page.reload();
  await expect(elearning.getByTestId('certification-board')).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('dialog', { name: 'Your coach certification' })).toHaveCount(0);
});
