import type { APIRequestContext, Page } from '@playwright/test';
import { bearer } from './elearning';
import { expect, test } from './test';

/** Full-page screenshots of the account-data page at 1280 and 375 px wide. */
export async function shootBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The public free life-balance test (every answer 7), taken with the signed-in member's own e-mail as a
 * visitor would: answers the address used.
 */
export async function takeFreeTestWithOwnEmail(request: APIRequestContext, token: string): Promise<string> {
  const account = await request.get('/api/Account', { headers: bearer(token) });
  const { email } = (await account.json()) as { email: string };
  const areas = (await (await request.get('/api/areas/GetFreeTestQuestions')).json()) as {
    questions: { id: number }[];
  }[];
  const scores = areas.flatMap((area) => area.questions.map(({ id }) => ({ questionId: id, score: 7 })));
  const saved = await request.post('/api/Scores/FreeTestSave', {
    data: { user: { FirstName: 'Avery', LastName: 'Lee', EmailAddress: email }, scores },
  });
  expect(saved.ok(), `free test answered ${saved.status()}`).toBeTruthy();
  return email;
}
