import { expect, test } from '../support/test';
import { fillAreasFrom, watchIntroVideo } from '../support/goals';
import { activeStep, answerAssessment, answerCustomizeQuestions, playIntroVideo } from '../support/journey';
import { signInThroughModal } from '../support/session';

// The whole journey in one browser session: 70 answers, 21 goals, 3 videos and the tracker.
test.setTimeout(240_000);

test('demo member 1001 walks from the customize questions through Steps 1, 2 and 3 to the dashboard', async ({
  page,
}) => {
  await signInThroughModal(page, '1001', 'Customer Id');
  await expect(page).toHaveURL(/\/customizeQuestions$/);
  await answerCustomizeQuestions(page);

  // Step 1: where you are now.
  await expect(activeStep(page)).toContainText('Where you are now');
  await playIntroVideo(page);
  await answerAssessment(page);
  await page.getByRole('button', { name: 'START STEP 2' }).click();

  // Step 2: where you want to go.
  await expect(activeStep(page)).toContainText('Where you want to go');
  await watchIntroVideo(page);
  await fillAreasFrom(page, 1);
  await watchIntroVideo(page);
  const cards = page.locator('button[aria-pressed]');
  await expect(cards).toHaveCount(21);
  for (const index of [0, 3, 6, 9, 12, 15, 18]) await cards.nth(index).click();
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Arrange your top 7' })).toBeVisible();
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await watchIntroVideo(page);
  await page.getByRole('radio').nth(0).check();
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page.getByTestId('one-goal-sticker')).toBeVisible();
  await page.getByRole('button', { name: 'START STEP 3' }).click();

  // Step 3: how you get there.
  await expect(activeStep(page)).toContainText('How you get there');
  await watchIntroVideo(page);
  await expect(page.getByRole('heading', { name: 'ESTABLISH 3 DAILY ACTION STEPS' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Action 1' }).fill('Walk for 20 minutes');
  await page.getByRole('textbox', { name: 'Action 2' }).fill('Put $5 into savings');
  await page.getByRole('textbox', { name: 'Action 3' }).fill('Call someone I love');
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  const tracker = page.getByTestId('tracker-ring');
  for (const clicks of ['1/3', '2/3']) {
    await tracker.click();
    await expect(tracker).toContainText(clicks);
  }
  await tracker.click();
  await expect(page.getByRole('heading', { name: 'STEP 3 COMPLETE' })).toBeVisible();
  await expect(page.getByText('Avery', { exact: false })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Journey steps' })).toBeHidden();
  await page.getByRole('button', { name: 'GO TO DASHBOARD' }).click();
  await expect(page).toHaveURL(/\/dashboard$/i);

  // The server moved the step: a fresh sign-in lands on the dashboard too.
  const step = await page.request.get('/api/customer/GetCurrentUserStep/1001', {
    headers: {
      authorization: `Bearer ${(await page.evaluate(() => JSON.parse(localStorage.getItem('oola.session')!))).token}`,
    },
  });
  expect((await step.json()).userStepId).toBe(4);
});
