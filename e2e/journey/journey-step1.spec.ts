import { expect, test } from '../support/test';
import { signInAs } from '../support/session';
import {
  activeStep,
  answerAssessment,
  answerCustomizeQuestions,
  playIntroVideo,
  signInNewMember,
} from '../support/journey';

// A new member (signed up for the run, so the demo member 1001 stays at step 0 for other specs).
test('a new member answers the customize questions, does all of Step 1 and reaches Step 2', async ({ page }) => {
  await signInNewMember(page, 'Jordan');
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan!' })).toBeVisible();
  await answerCustomizeQuestions(page);

  await expect(activeStep(page)).toContainText('Where you are now');
  await playIntroVideo(page);

  // Only the first area is reachable at the start.
  const nav = page.getByRole('navigation', { name: 'Life areas' });
  await expect(nav.getByRole('button', { name: /Finance/ })).toBeDisabled();
  await answerAssessment(page);

  await expect(page.getByRole('img', { name: /combined score \d+/ })).toBeVisible();
  await page.getByRole('button', { name: 'SHARE!' }).click();
  const share = page.getByRole('dialog', { name: 'SHARE' });
  for (const network of ['Facebook', 'X / Twitter', 'LinkedIn', 'Pinterest']) {
    await expect(share.getByRole('button', { name: `Share on ${network}` })).toBeVisible();
  }
  await expect(share).toContainText('#Oola');
  await expect(share).not.toContainText(' date ');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'START STEP 2' }).click();
  await expect(activeStep(page)).toContainText('Where you want to go');
});

test('the customize questions alert when they cannot be loaded', async ({ page }) => {
  await signInNewMember(page);
  await page.route('**/api/CustomizeAssessment/GetCustomizeQuestions', (route) =>
    route.fulfill({ status: 500, body: '{"message":"boom"}', contentType: 'application/json' }),
  );
  const alert = page.waitForEvent('dialog');
  await page.reload();
  const dialog = await alert;
  expect(dialog.message()).toBe('Sorry we had an error');
  await dialog.accept();
});

test('a member in Step 1 resumes at area 3; a skipped question and a failed save are reported', async ({ page }) => {
  await signInAs(page, 1002);
  await page.goto('/steps');
  const nav = page.getByRole('navigation', { name: 'Life areas' });
  await expect(nav.locator('[aria-current="step"]')).toContainText('Family');
  await expect(nav.getByRole('button', { name: /Fitness/ })).toBeEnabled();
  await expect(nav.getByRole('button', { name: /Faith/ })).toBeDisabled();

  // Skip questions 1-9 with NEXT, answer the 10th: nothing is saved and the questions are named.
  for (let q = 0; q < 9; q++) await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await page.getByRole('radio', { name: 'Score 5' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Error when trying save the questions, please verify the questions 1, 2, 3, 4, 5, 6, 7, 8, 9',
  );

  // Answer them all while the network is down: 'Error connection'.
  await page.route('**/api/Scores/ScorePartialSave', (route) => route.abort());
  for (let q = 0; q < 9; q++) await page.getByRole('button', { name: 'PREVIOUS' }).click();
  for (let q = 0; q < 10; q++) await page.keyboard.press('6');
  const modal = page.getByRole('dialog', { name: 'Error connection' });
  await expect(modal).toContainText('Please verify your internet access, please try again');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('question-counter')).toHaveText('QUESTION 10/10');

  // Earlier areas stay reachable.
  await nav.getByRole('button', { name: /Fitness/ }).click();
  await expect(page.getByTestId('question-counter')).toHaveText('QUESTION 1/10');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
});
