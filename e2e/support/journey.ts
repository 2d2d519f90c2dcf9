import type { Page } from '@playwright/test';
import { expect } from './test';
import { DEMO_PASSWORD, signInThroughModal } from './session';

/** Signs up a brand-new member (step 0) through the enrolment call; answers their email. */
export async function enrolNewMember(page: Page, firstName = 'Jordan'): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `journey.${stamp}@example.com`;
  const phone = `555-${stamp.slice(-7, -4)}-${stamp.slice(-4)}`;
  const response = await page.request.post('/api/Enrollment/SignUp', {
    data: { firstName, lastName: 'Rivers', email, phone, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBeTruthy();
  return email;
}

/** A new member signs in through the login modal and lands on the customize questions. */
export async function signInNewMember(page: Page, firstName = 'Jordan'): Promise<string> {
  const email = await enrolNewMember(page, firstName);
  await signInThroughModal(page, email, 'Customer Id');
  await expect(page).toHaveURL(/\/customizeQuestions$/);
  return email;
}

/** A member without a coach first sees the coach-selection modal on /customizeQuestions: carry on alone. */
export async function skipCoachSelection(page: Page) {
  await page.getByRole('button', { name: "NOT NOW, I'LL START ON MY OWN" }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Answers the three customize questions (GET STARTED waits for all three) and goes to /steps. */
export async function answerCustomizeQuestions(page: Page) {
  await skipCoachSelection(page);
  const start = page.getByRole('button', { name: 'GET STARTED' });
  await expect(start).toBeDisabled();
  await page.getByRole('radiogroup', { name: 'What is your current age?' }).getByText('30-39').click();
  await page
    .getByRole('radiogroup', { name: 'Which best describes you?' })
    .getByText('Employed', { exact: true })
    .click();
  await expect(start).toBeDisabled();
  await page.getByRole('radiogroup', { name: 'I am currently' }).getByText('Married').click();
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page).toHaveURL(/\/steps$/);
}

/** The stepper's active step ('Where you are now', 'Where you want to go' or 'How you get there'). */
export function activeStep(page: Page) {
  return page.getByRole('navigation', { name: 'Journey steps' }).locator('[aria-current="step"]');
}

/** Starts the intro video (NEXT stays disabled until it plays) and moves on. */
export async function playIntroVideo(page: Page) {
  const next = page.getByRole('button', { name: 'NEXT', exact: true });
  await expect(next).toBeDisabled();
  await page.locator('video').first().dispatchEvent('play');
  await expect(next).toBeEnabled();
  await next.click();
}

/**
 * Answers the assessment from `fromArea` to the end by keyboard (keys 1-9, 0 = 10),
 * checking the question header ('QUESTION n/10', or 'QUESTION n/70' in the
 * mid-year review), and stops on the final wheel.
 */
export async function answerAssessment(
  page: Page,
  { fromArea = 0, total = false, score = (area: number, q: number) => ((area + q) % 10) + 1 } = {},
) {
  const counter = page.getByTestId('question-counter');
  for (let area = fromArea; area < 7; area++) {
    for (let q = 0; q < 10; q++) {
      const n = total ? area * 10 + q + 1 : q + 1;
      await expect(counter).toHaveText(`QUESTION ${n}/${total ? 70 : 10}`);
      const value = score(area, q);
      await page.keyboard.press(value === 10 ? '0' : String(value));
    }
    await expect(page.getByText('Area complete')).toBeVisible();
    await page.getByRole('button', { name: area === 6 ? 'SEE MY LIFE WHEEL' : 'NEXT AREA' }).click();
  }
  await expect(page.getByRole('heading', { name: 'YOUR LIFE SCORE' })).toBeVisible();
}
