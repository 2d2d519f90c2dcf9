import { expect, test } from '../support/test';
import { signInAs } from '../support/session';
import {
  fillArea,
  fillAreasFrom,
  finishAssessmentThroughApi,
  setGoalDate,
  signInNewMemberInStepTwo,
  watchIntroVideo,
} from '../support/goals';

// Step 2 walks through four areas of goals, 21 cards and three videos: more than the default minute on a busy machine.
test.setTimeout(120_000);

test('a member resumes Step 2 at area 4, sets all goals, picks and arranges the top 7 and the One goal', async ({
  page,
}) => {
  await signInAs(page, 1003);
  await page.goto('/steps');

  // 9 goals saved: establish goals resumes at area index 3 (Faith).
  await expect(page.getByRole('heading', { name: 'Establish 3 goals per area' })).toBeVisible();
  await expect(page.getByText('AREA 4 OF 7')).toBeVisible();

  // Fewer than 3 goals.
  await page.getByRole('button', { name: 'NEXT AREA' }).click();
  await expect(page.getByRole('dialog')).toContainText('You are almost there');
  await expect(page.getByRole('dialog')).toContainText('You need to add 3 goals to continue');
  await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();

  // The date waits for the text; the recommendations fill the empty goals, a fourth is refused.
  await expect(page.getByLabel('Goal 1 date')).toBeDisabled();
  await page.getByLabel('Goal 1 text').fill('   Pray  every morning');
  await expect(page.getByLabel('Goal 1 text')).toHaveValue('Pray every morning');
  await expect(page.getByLabel('Goal 1 date')).toBeEnabled();
  await page.getByRole('button', { name: 'RECOMMENDED GOALS' }).click();
  const recommendations = page.getByRole('dialog');
  await recommendations.getByTestId('recommendation').nth(0).click();
  await recommendations.getByTestId('recommendation').nth(1).click();
  await recommendations.getByTestId('recommendation').nth(2).click();
  await expect(page.getByText('You are done! You can only select 3 goals.')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await page.getByRole('button', { name: 'DONE' }).click();

  // A goal without a date.
  await page.getByRole('button', { name: 'NEXT AREA' }).click();
  await expect(page.getByText('You are almost there! Select a date.')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  for (const n of [1, 2, 3]) await setGoalDate(page, `Goal ${n}`, '01/05/2099', 'January 05, 2099');
  await page.getByRole('button', { name: 'NEXT AREA' }).click();

  await fillAreasFrom(page, 5);

  // Pick the top 7: NEXT waits for exactly seven; an eighth asks to confirm.
  await watchIntroVideo(page);
  await expect(page.getByRole('heading', { name: 'Pick your top 7 goals' })).toBeVisible();
  const cards = page.locator('button[aria-pressed]');
  await expect(cards).toHaveCount(21);
  for (const index of [0, 3, 6, 9, 12, 15, 18]) await cards.nth(index).click();
  await expect(page.getByText('7 / 7 selected')).toBeVisible();
  await cards.nth(1).click();
  await expect(page.getByRole('button', { name: 'I WANT TO EDIT MY GOALS' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'YES! CONTINUE' })).toBeVisible();
  await page.getByRole('button', { name: 'I WANT TO EDIT MY GOALS' }).click();
  await cards.nth(18).click();
  await expect(page.getByRole('button', { name: 'NEXT', exact: true })).toBeDisabled();
  await cards.nth(19).click();
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();

  // Arrange with the keyboard: the first goal moves one place down.
  await expect(page.getByRole('heading', { name: 'Arrange your top 7' })).toBeVisible();
  const items = page.getByTestId('arrange-item');
  const firstText = await items.nth(0).innerText();
  const secondText = await items.nth(1).innerText();
  await items.nth(0).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(items.nth(0)).toContainText(secondText.split('\n')[1]!);
  await expect(items.nth(1)).toContainText(firstText.split('\n')[1]!);
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();

  // The One goal: an alert when none is chosen.
  await watchIntroVideo(page);
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Select your One goal');
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  const oneGoalText = (await page.getByRole('radio').nth(0).getAttribute('aria-label'))!;
  await page.getByRole('radio').nth(0).check();
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();

  const sticker = page.getByTestId('one-goal-sticker');
  await expect(sticker).toContainText(oneGoalText);
  await page.getByRole('button', { name: 'SHARE!' }).click();
  await expect(page.getByRole('dialog')).toContainText('My One goal on');
  await expect(page.getByRole('dialog')).toContainText(oneGoalText);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'START STEP 3' }).click();
  await expect(page.getByRole('heading', { name: 'How you get there' })).toBeVisible();
});

test('a member in Step 3 sets daily actions and clicks the tracker three times to reach the dashboard', async ({
  page,
}) => {
  await signInAs(page, 1004);
  await page.goto('/steps');
  await watchIntroVideo(page);

  await expect(page.getByRole('heading', { name: 'ESTABLISH 3 DAILY ACTION STEPS' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'My top 7' })).toContainText('MY TOP 7');
  const next = page.getByRole('button', { name: 'NEXT', exact: true });
  await page.getByRole('textbox', { name: 'Action 1' }).fill('Walk for 20 minutes');
  await page.getByRole('textbox', { name: 'Action 2' }).fill('Read 10 pages');
  await expect(next).toBeDisabled();

  for (let rows = 3; rows < 15; rows++) await page.getByRole('button', { name: '+ ADD MORE' }).click();
  await expect(page.getByRole('textbox', { name: 'Action 15' })).toBeVisible();
  await page.getByRole('button', { name: '+ ADD MORE' }).click();
  await expect(page.getByRole('dialog')).toContainText('You are almost there');
  await expect(page.getByRole('dialog')).toContainText('You can add only 15 actions.');
  await page.getByRole('button', { name: 'OK', exact: true }).click();

  await page.getByRole('textbox', { name: 'Action 3' }).fill('Call a friend');
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page.getByRole('heading', { name: 'Click the Tracker 3 times' })).toBeVisible();
  const tracker = page.getByTestId('tracker-ring');
  await tracker.click();
  await expect(tracker).toContainText('1/3');
  await tracker.click();
  await expect(tracker).toContainText('2/3');
  await tracker.click();
  await expect(page.getByRole('heading', { name: 'STEP 3 COMPLETE' })).toBeVisible();
  await expect(page.getByText('Congratulations, You completed step three!')).toBeVisible();
  await expect(page.getByText('Dana', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'GO TO DASHBOARD' }).click();
  await expect(page).toHaveURL(/\/dashboard/i);
});

test('the goal review lists goals per area with delete, add, clean slate and the 21-goal rule', async ({ page }) => {
  const session = await signInAs(page, 1007);
  await finishAssessmentThroughApi(page, session.token, session.userId);
  await page.goto('/steps');

  await expect(page.getByTestId('review-goal')).toHaveCount(21);
  const firstGoal = page.getByTestId('review-area-1').getByTestId('review-goal').first();
  await firstGoal.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByRole('dialog')).toContainText('ARE YOU SURE YOU WANT TO DELETE THIS GOAL?');
  await page.getByRole('button', { name: 'YES, DELETE' }).click();
  await expect(page.getByTestId('review-goal')).toHaveCount(20);

  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByRole('dialog')).toContainText('You need to add 21 goals to continue');
  await page.getByRole('button', { name: 'OK', exact: true }).click();

  await page.getByTestId('review-area-1').getByRole('button', { name: '+ ADD GOAL' }).click();
  await page.getByLabel('Fitness text').fill('Swim twice a week');
  await setGoalDate(page, 'Fitness', '06/30/2099', 'June 30, 2099');
  await page.getByRole('dialog').getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByTestId('review-goal')).toHaveCount(21);
  await expect(page.getByText('Swim twice a week')).toBeVisible();

  await page.getByRole('button', { name: 'CLEAN SLATE' }).click();
  await expect(page.getByRole('dialog')).toContainText('ARE YOU SURE YOU WANT TO DELETE ALL 21 GOALS');
  await page.getByRole('button', { name: 'NO', exact: true }).click();
  await expect(page.getByTestId('review-goal')).toHaveCount(21);

  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/LevelComplete/);
  await expect(page.getByRole('heading', { name: 'LEVEL 2 COMPLETE' })).toBeVisible();
});

test('a new member starts Step 2 with the video, and can revisit a saved area only through SAVE', async ({ page }) => {
  await signInNewMemberInStepTwo(page);
  await page.goto('/steps');
  await expect(page.getByRole('heading', { name: 'Where you want to go' }).first()).toBeVisible();
  await watchIntroVideo(page);
  await expect(page.getByText('AREA 1 OF 7')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Finance' })).toBeDisabled();
  await fillArea(page, 'Fitness');
  await page.getByRole('button', { name: 'NEXT AREA' }).click();
  await expect(page.getByText('AREA 2 OF 7')).toBeVisible();
  await fillArea(page, 'Finance');
  await page.getByRole('button', { name: 'NEXT AREA' }).click();
  await expect(page.getByText('AREA 3 OF 7')).toBeVisible();

  // An earlier area opens from its tab; a changed area must be saved before leaving it.
  await page.getByRole('tab', { name: 'Fitness' }).click();
  await expect(page.getByText('AREA 1 OF 7')).toBeVisible();
  await expect(page.getByRole('button', { name: 'NEXT AREA' })).toHaveCount(0);
  await page.getByLabel('Goal 2 text').fill('Swim 1 km every Saturday');
  await page.getByRole('tab', { name: 'Family' }).click();
  await expect(page.getByRole('dialog')).toContainText('Save the goals of this area before moving on.');
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  await expect(page.getByText('AREA 3 OF 7')).toBeVisible();
  await page.getByRole('tab', { name: 'Fitness' }).click();
  await expect(page.getByLabel('Goal 2 text')).toHaveValue('Swim 1 km every Saturday');
});
