import type { APIRequestContext, Page } from '@playwright/test';
import type { ElearningBoard, ModuleDetail } from '@oola/domain';
import { expect } from './test';

/** The key under which the client keeps the module a board card opened. */
const MODULE_KEY = 'oola.moduleVip';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The member's My E-Learning board at level 1, as the server answers it now. */
export async function boardOf(request: APIRequestContext, userId: number, token: string): Promise<ElearningBoard> {
  const response = await request.get(`/api/Elearning/GetELearningModules/${userId}/1`, { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ElearningBoard;
}

/** A module's page content, as the server answers it to the member. */
export async function moduleOf(request: APIRequestContext, moduleId: number, token: string): Promise<ModuleDetail> {
  const response = await request.get(`/api/elearning/GetELearningModuleDetail/${moduleId}`, { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ModuleDetail;
}

/** Marks every achievement the member has earned as displayed, so no badge modal covers the dashboard. */
export async function dismissBadges(request: APIRequestContext, userId: number, token: string): Promise<void> {
  const response = await request.get(`/api/Customer/GetMyAchiements/${userId}`, { headers: bearer(token) });
  const groups = (await response.json()) as Record<string, { id: number; achieved: boolean; displayed: boolean }[]>;
  for (const achievement of Object.values(groups).flat()) {
    if (achievement.achieved && !achievement.displayed) {
      await request.put('/api/Customer/UpdateDisplayedBadge', {
        headers: bearer(token),
        data: { userId, achievementId: achievement.id },
      });
    }
  }
}

/** Opens /moduleVip on a module directly, as a board card does (for a module the test cannot click). */
export async function openModulePage(page: Page, moduleId: number): Promise<void> {
  await page.evaluate(({ key, id }) => localStorage.setItem(key, id), { key: MODULE_KEY, id: String(moduleId) });
  await page.goto('/moduleVip');
}

/**
 * On a module page: the member scrolls down past Watch and Read to the Do section (the last one), where
 * the module's quick questions are asked.
 */
export async function scrollToDoSection(page: Page): Promise<void> {
  const last = page.locator('[data-testid="module-do"], [data-testid="module-read"]').last();
  await expect(last).toBeVisible();
  await page.mouse.wheel(0, 20_000);
}

/** The board's module cards. */
export const moduleCards = (page: Page) => page.getByTestId('my-elearning').getByTestId('module-card');

/** On an assessment page: answers the question on screen with its middle option (it moves on by itself). */
export async function answerQuestion(page: Page, number: number, count: number) {
  await expect(page.getByTestId('question-counter')).toHaveText(`QUESTION ${number} OF ${count}`);
  await page.getByRole('radiogroup').getByRole('radio').nth(2).click();
}
