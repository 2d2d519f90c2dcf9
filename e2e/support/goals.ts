import type { Page } from '@playwright/test';
import { expect } from './test';
import { AREAS } from '@oola/domain';
import { enrolNewMember } from './journey';
import { DEMO_PASSWORD, SESSION_KEY } from './session';

/** Starts the intro video on screen (its NEXT waits for playback) and moves on. */
export async function watchIntroVideo(page: Page, nextLabel = 'NEXT') {
  await page.locator('video').first().dispatchEvent('play');
  await page.getByRole('button', { name: nextLabel, exact: true }).click();
}

/** Types a goal date in the mm/dd/yyyy form of the placeholder and checks the long display form. */
export async function setGoalDate(page: Page, label: string, typed: string, shown: string) {
  const input = page.getByLabel(`${label} date`);
  await input.click();
  await input.fill(typed);
  await input.press('Enter');
  await input.blur();
  await expect(input).toHaveValue(shown);
}

/** Fills the three goals of the area on screen with text and a date. */
export async function fillArea(page: Page, prefix: string) {
  for (const n of [1, 2, 3]) {
    await page.getByLabel(`Goal ${n} text`).fill(`${prefix} goal ${n}`);
    await setGoalDate(page, `Goal ${n}`, '12/31/2099', 'December 31, 2099');
  }
}

/** Fills the goals of areas `first`..7 in turn (NEXT AREA, then SAVE AND CONTINUE on the seventh). */
export async function fillAreasFrom(page: Page, first: number) {
  for (const area of AREAS.filter((candidate) => candidate.id >= first)) {
    await expect(page.getByText(`AREA ${area.id} OF 7`)).toBeVisible();
    await fillArea(page, area.name);
    await page.getByRole('button', { name: area.id === 7 ? 'SAVE AND CONTINUE' : 'NEXT AREA' }).click();
  }
}

/** Completes the assessment of the member's step through the API (every score 7, or the area's `scoreOf`). */
export async function finishAssessmentThroughApi(
  page: Page,
  token: string,
  userId: number,
  scoreOf: (areaId: number) => number = () => 7,
) {
  const headers = { authorization: `Bearer ${token}` };
  const questions = await (await page.request.get('/api/areas/GetQuestions/0', { headers })).json();
  let assessmentId = 0;
  for (const area of questions.areas as { areaId: number; questions: { id: number }[] }[]) {
    const response = await page.request.post('/api/Scores/ScorePartialSave', {
      headers,
      data: {
        userId,
        assessmentId,
        assessmentTypeId: questions.assessmentTypeId,
        scores: area.questions.map((question) => ({ questionId: question.id, score: scoreOf(area.areaId) })),
      },
    });
    expect(response.ok()).toBeTruthy();
    assessmentId = (await response.json()).assessmentId;
  }
}

/**
 * A member signed up for this run, taken through the customize questions and Step 1 by API: now in Step 2.
 * `scoreOf` gives each area's Step 1 scores (7 by default), so the member's wheel.
 */
export async function signInNewMemberInStepTwo(page: Page, firstName = 'Riley', scoreOf?: (areaId: number) => number) {
  const email = await enrolNewMember(page, firstName);
  const login = await page.request.post('/api/Login', {
    data: { userId: email, password: DEMO_PASSWORD, loginType: 3 },
  });
  expect(login.ok()).toBeTruthy();
  const session = await login.json();
  const headers = { authorization: `Bearer ${session.token}` };
  const questions = await (
    await page.request.get('/api/CustomizeAssessment/GetCustomizeQuestions', { headers })
  ).json();
  const saved = await page.request.post('/api/CustomizeAssessment/SaveCustomizeQuestions', {
    headers,
    data: {
      userId: session.userId,
      customizeQuestions: (questions as { questionId: number; options: { optionId: number }[] }[]).map((question) => ({
        questionId: question.questionId,
        optionId: question.options[0]!.optionId,
      })),
    },
  });
  expect(saved.ok()).toBeTruthy();
  await finishAssessmentThroughApi(page, session.token, session.userId, scoreOf);
  await page.goto('/home');
  await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [SESSION_KEY, session]);
  return session as { token: string; userId: number };
}
