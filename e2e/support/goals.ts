import { expect, type Page } from '@playwright/test';

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

/** Completes one area of the level 2 assessment through the API (10 scores of 7). */
export async function finishAssessmentThroughApi(page: Page, token: string, userId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const questions = await (await page.request.get('/api/areas/GetQuestions/0', { headers })).json();
  let assessmentId = 0;
  for (const area of questions.areas as { questions: { id: number }[] }[]) {
    const response = await page.request.post('/api/Scores/ScorePartialSave', {
      headers,
      data: {
        userId,
        assessmentId,
        assessmentTypeId: questions.assessmentTypeId,
        scores: area.questions.map((question) => ({ questionId: question.id, score: 7 })),
      },
    });
    expect(response.ok()).toBeTruthy();
    assessmentId = (await response.json()).assessmentId;
  }
}
