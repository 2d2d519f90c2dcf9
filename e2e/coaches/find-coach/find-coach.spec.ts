import type { Locator, Page } from '@playwright/test';
import { PAYMENT_MESSAGES } from '@oola/domain';
import { expect, test } from '../../support/test';
import { dismissBadges } from '../../support/elearning';
import { signInNewMemberInStepTwo } from '../../support/goals';
import { signInNewMember } from '../../support/journey';
import { signInAs } from '../../support/session';
import { QUESTIONNAIRE_ANSWERS, WEAK_FITNESS_AND_FUN } from '../../support/find-coach';

/*
 * Find a coach (issue 13). The questionnaire, the search and the choice of a coach are made by members this
 * spec signs up, so specs that expect demo 1010 without a coach and with its first badges keep working.
 */

const FIRST_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });
const NOT_NOW = "NOT NOW, I'LL START ON MY OWN";

function findCoachButton(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'FIND A COACH' });
}

function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

/** Types a sandbox card into the payment form of `form`. */
async function payWith(form: Locator, cardNumber: string) {
  const expiry = `12${String(new Date().getUTCFullYear() + 3).slice(-2)}`;
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM/YY)').fill(expiry);
  await form.getByLabel('CVC').fill('123');
}

test('a member finds a coach by name once typing pauses, and goes back without saving anything', async ({ page }) => {
  const session = await signInNewMemberInStepTwo(page, 'Nico');
  const searches: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/FindCoach\/GetCoachBySearchTerm\//i.test(request.url())) searches.push(request.url());
  });
  await page.goto('/steps');
  await findCoachButton(page).click(FIRST_LOAD);

  await expect(dialog(page, 'FIND A COACH').getByText('How would you like to find yours?')).toBeVisible();
  await expect(page.getByRole('button', { name: NOT_NOW })).toHaveCount(0);
  await page.getByRole('button', { name: 'FIND BY NAME' }).click();
  const byName = dialog(page, 'FIND A COACH BY NAME');
  await byName.getByLabel('Coach name').pressSequentially('Mor', { delay: 150 });
  expect(searches).toEqual([]);
  await expect(byName.getByRole('button', { name: /Morgan Reyes/ })).toBeVisible();
  expect(searches.map((url) => new URL(url).pathname)).toEqual(['/api/FindCoach/GetCoachBySearchTerm/Mor']);

  // A blank name is never searched; a name nobody has says so.
  await byName.getByLabel('Coach name').fill('   ');
  await byName.getByLabel('Coach name').fill('Zebedee');
  await expect(byName.getByText('No coaches found')).toBeVisible();
  expect(searches.map((url) => new URL(url).pathname.split('/').pop())).toEqual(['Mor', 'Zebedee']);

  await byName.getByRole('button', { name: 'BACK' }).click();
  await page.getByRole('button', { name: 'TAKE THE ASSESSMENT' }).click();
  const questions = dialog(page, 'FIND YOUR MATCH');
  await expect(questions.getByText('Question 1 of 5')).toBeVisible();
  await expect(questions.getByRole('button', { name: 'NEXT' })).toBeDisabled();
  await questions.getByRole('button', { name: 'BACK' }).click();
  await dialog(page, 'FIND A COACH').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const saved = await page.request.get('/api/FindCoach/GetAssessmentQuestions', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const list = (await saved.json()) as { options: { selected: boolean }[] }[];
  expect(list.flatMap((question) => question.options).filter((option) => option.selected)).toEqual([]);
});

test('a new member can carry on without a coach from the customize questions', async ({ page }) => {
  await signInNewMember(page, 'Noor');
  const selection = dialog(page, 'FIND A COACH');
  await expect(selection.getByRole('button', { name: 'FIND BY NAME' })).toBeVisible();
  await selection.getByRole('button', { name: NOT_NOW }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'GET STARTED' })).toBeDisabled();
  // FIND A COACH in the header still opens the modal, without the page's extra option.
  await findCoachButton(page).click();
  await expect(dialog(page, 'FIND A COACH').getByRole('button', { name: 'TAKE THE ASSESSMENT' })).toBeVisible();
  await expect(page.getByRole('button', { name: NOT_NOW })).toHaveCount(0);
});

test('a member takes the questionnaire, sees the ranked picks, pays and gets coach 2001', async ({ page }) => {
  await signInNewMemberInStepTwo(page, 'Quinn', WEAK_FITNESS_AND_FUN);
  await page.goto('/steps');
  await findCoachButton(page).click(FIRST_LOAD);
  await page.getByRole('button', { name: 'TAKE THE ASSESSMENT' }).click();

  const questions = dialog(page, 'FIND YOUR MATCH');
  for (const [index, answer] of QUESTIONNAIRE_ANSWERS.entries()) {
    await expect(questions.getByText(`Question ${index + 1} of 5`)).toBeVisible();
    const next = questions.getByRole('button', { name: index === 4 ? 'SAVE MY ANSWERS' : 'NEXT' });
    await expect(next).toBeDisabled();
    await questions.getByRole('radio', { name: answer }).click();
    await next.click();
  }

  const picks = dialog(page, 'YOUR TOP PICKS');
  await expect(picks.getByText('Your information has been saved')).toBeVisible();
  // Career, time for myself and fun, with Fitness and Fun weakest on the wheel: Morgan covers all three.
  await expect(picks.getByRole('region', { name: 'Your top picks' }).getByRole('button')).toHaveText([
    /Morgan Reyes.*Best match.*Good fit for Fun, Fitness and Field/,
    /Tyler Nakamura.*Second match/,
    /Oliver Grant.*Third match/,
  ]);

  await picks.getByRole('button', { name: /Morgan Reyes/ }).click();
  const profile = dialog(page, 'COACH PROFILE');
  await expect(profile.getByRole('heading', { name: 'Morgan Reyes' })).toBeVisible();
  await expect(profile.getByText('coach2001@example.com')).toHaveCount(0);
  // Not yet this member's coach: the weekly hours are booked in the coaching room once chosen.
  await expect(profile.getByText("Morgan's clients book 30-minute sessions in their coaching room.")).toBeVisible();
  await profile.getByRole('button', { name: 'SELECT THIS COACH' }).click();

  // A new member pays the first month of coaching first: declined, then paid with a good card.
  const confirm = dialog(page, 'CONFIRM YOUR COACH');
  await expect(confirm.getByText('Coaching with Morgan: $50 a month')).toBeVisible();
  await payWith(confirm, '4000 0000 0000 0002');
  await confirm.getByRole('button', { name: 'PAY $50 AND CONFIRM' }).click();
  const declined = confirm.getByTestId('payment-declined');
  await expect(declined.getByText(PAYMENT_MESSAGES.declined)).toBeVisible();
  // UPDATE PAYMENT empties the declined number and puts the cursor there; the expiry and CVC stay.
  await expect(confirm.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await declined.getByRole('button', { name: 'UPDATE PAYMENT' }).click();
  await expect(confirm.getByLabel('Card number')).toHaveValue('');
  await expect(confirm.getByLabel('Card number')).toBeFocused();
  await expect(confirm.getByLabel('CVC')).toHaveValue('123');
  await page.keyboard.type('4242 4242 4242 4242');
  await confirm.getByRole('button', { name: 'Retry payment' }).click();

  // The payment is confirmed with what was paid and what comes next before the coach's page.
  const confirmed = confirm.getByTestId('coaching-confirmed');
  await expect(confirmed.getByRole('status')).toContainText('Morgan is your coach!');
  await expect(confirmed.getByRole('status')).toContainText(
    '$50.00 was charged to your Visa •••• 4242 for your first month of coaching.',
  );
  await expect(confirmed.getByRole('status')).toContainText(/It renews on \w+ \d{1,2}, \d{4} at \$50\.00 a month/);
  await expect(confirmed.getByText('What comes next')).toBeVisible();
  await expect(confirmed.getByRole('link', { name: 'Payments & sessions' })).toHaveAttribute('href', '/billing');
  await page.screenshot({ path: test.info().outputPath('coaching-confirmed-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('coaching-confirmed-375.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  await confirmed.getByRole('button', { name: 'DONE' }).click();

  const mine = dialog(page, 'MY COACH');
  await expect(mine.getByText('Your coach', { exact: true })).toBeVisible();
  await expect(mine.getByText('coach2001@example.com')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'SELECT THIS COACH' })).toHaveCount(0);

  // From now on FIND A COACH shows the member's coach.
  await page.reload();
  await findCoachButton(page).click(FIRST_LOAD);
  await expect(dialog(page, 'MY COACH').getByRole('heading', { name: 'Morgan Reyes' })).toBeVisible();
});

test('a member with a coach sees their coach under FIND A COACH', async ({ page }) => {
  const session = await signInAs(page, 1006);
  await dismissBadges(page.request, 1006, session.token);
  await page.goto('/steps');
  await findCoachButton(page).click(FIRST_LOAD);
  const mine = dialog(page, 'MY COACH');
  await expect(mine.getByRole('heading', { name: 'Morgan Reyes' })).toBeVisible();
  await expect(mine.getByText('555-010-2001')).toBeVisible();
  // Morgan has no scheduling site but keeps weekly hours: BOOK A SESSION opens the portal's booking panel.
  await mine.getByRole('button', { name: 'BOOK A SESSION' }).click();
  const panel = mine.getByTestId('booking-panel');
  await expect(
    panel.getByText(/Times are shown in your time zone: Chicago \(Central Time, UTC\u2212[56]\)\./),
  ).toBeVisible();
  await expect(
    panel
      .getByRole('group', { name: /^Open times on / })
      .getByRole('button')
      .first(),
  ).toBeVisible();
  await mine.getByRole('button', { name: 'BACK' }).click();
  await expect(mine.getByRole('heading', { name: 'Morgan Reyes' })).toBeVisible();
});
