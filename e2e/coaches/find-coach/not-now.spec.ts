import { signInNewMember, skipCoachSelection } from '../../support/journey';
import { signInThroughModal, signOutLocally } from '../../support/session';
import { expect, test } from '../../support/test';

const FIRST_LOAD = { timeout: 30_000 };

/**
 * NOT NOW, I'LL START ON MY OWN is the member's answer, kept on the server (decision 089): the coach-selection
 * pop-up of /customizeQuestions does not come back on a reload, nor on a new sign-in (another device).
 */
test("a new member's NOT NOW keeps the coach-selection pop-up away after a reload and a new sign-in", async ({
  page,
}) => {
  const email = await signInNewMember(page, 'Rowan');
  await expect(page.getByRole('dialog', { name: 'FIND A COACH' })).toBeVisible(FIRST_LOAD);
  await skipCoachSelection(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Rowan!' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('radiogroup', { name: 'What is your current age?' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signOutLocally(page);
  await signInThroughModal(page, email, 'Customer Id');
  await expect(page).toHaveURL(/\/customizeQuestions$/);
  await expect(page.getByRole('radiogroup', { name: 'What is your current age?' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
