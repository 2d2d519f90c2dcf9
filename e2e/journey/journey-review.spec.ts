import { expect, test } from '../support/test';
import { signInAs } from '../support/session';
import { activeStep, answerAssessment, playIntroVideo } from '../support/journey';
import { grantCourse } from '../support/courses';

test('1006 does the mid-year review: welcome, 70 questions numbered n/70, wheel, DASHBOARD', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, 1006);
  await page.goto('/MidYearReviewWelcome');
  const start = page.getByRole('button', { name: 'GET STARTED' });
  await expect(start).toBeDisabled();
  await page.clock.fastForward(15_000);
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page).toHaveURL(/\/steps$/);
  await expect(page.getByRole('heading', { name: 'Mid-year review' })).toBeVisible();

  await playIntroVideo(page);
  await answerAssessment(page, { total: true, score: () => 8 });
  await expect(page.getByRole('img', { name: 'Life wheel, combined score 560' })).toBeVisible();
  await page.getByRole('button', { name: 'DASHBOARD' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Back on the dashboard step: the review welcome now sends the member away.
  await page.goto('/MidYearReviewWelcome');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('1007 reaches level 2: REVIEW. REVISE. REAFFIRM. with the assessment as its first step', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, 1007);
  await page.goto('/Level2Welcome');
  await page.clock.fastForward(15_000);
  await page.getByRole('button', { name: 'GET STARTED' }).click();
  await expect(page).toHaveURL(/\/steps$/);
  await expect(page.getByRole('heading', { name: 'REVIEW. REVISE. REAFFIRM.' })).toBeVisible();
  await expect(activeStep(page)).toContainText('Measure your life again');
  await playIntroVideo(page);
  await expect(page.getByTestId('question-counter')).toHaveText('QUESTION 1/10');
});

test('welcome pages send members who are elsewhere in the journey to the page of their step', async ({ page }) => {
  await signInAs(page, 1002);
  for (const path of ['/phase2welcome', '/phase3welcome']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/steps$/);
  }
  // A member on the dashboard step (the dashboard itself sends other steps on again).
  await signInAs(page, 1005);
  for (const path of ['/Level2Welcome', '/MidYearReviewWelcome', '/NewModuleWelcome', '/NewModuleWelcome?courseId=0']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('phase 3 and new-module welcomes enable GET STARTED after 15 s and go to the dashboard', async ({ page }) => {
  // The new-module welcome is for a course the member owns; no other spec's grant is counted on.
  await grantCourse(page.request, 1005, 1001);
  await page.clock.install();
  await signInAs(page, 1005);
  await page.goto('/phase3welcome');
  await expect(page.getByRole('heading', { name: 'Welcome to your Personalized Path' })).toBeVisible();
  const start = page.getByRole('button', { name: 'GET STARTED' });
  await expect(start).toBeDisabled();
  await page.clock.fastForward(14_000);
  await expect(start).toBeDisabled();
  await page.clock.fastForward(1_500);
  await start.click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/NewModuleWelcome?courseId=1001');
  await expect(page.getByRole('heading', { name: 'Welcome to Healthy Habits in 30 Days' })).toBeVisible();
  await expect(page.getByText('What to expect')).toBeVisible();
  await page.clock.fastForward(15_000);
  await page.getByRole('button', { name: 'GET STARTED' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
