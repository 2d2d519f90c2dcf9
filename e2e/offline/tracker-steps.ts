import type { Page } from '@playwright/test';
import { bearer } from '../support/elearning';
import type { NewMember } from '../support/new-member';
import { expect } from '../support/test';

/** Steps for today's tracker, none of them done. */
export const OPEN_STEPS = ['Drink a glass of water', 'Stretch for five minutes', 'Write three lines in the journal'];

export async function addOpenSteps(page: Page, member: NewMember, steps = OPEN_STEPS): Promise<void> {
  const answer = await page.request.post('/api/Actions/UpdateInsertActions', {
    headers: bearer(member.token),
    data: { userId: member.userId, actions: steps.map((text) => ({ text })) },
  });
  expect(answer.ok()).toBe(true);
}
