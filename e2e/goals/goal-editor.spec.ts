import { expect, test } from '../support/test';
import { dismissBadges } from '../support/elearning';
import { setGoalDate } from '../support/goals';
import { signInNewMemberOnDashboard } from '../support/new-member';

// The new member walks the journey by API first, which takes a while on a busy machine.
test.setTimeout(120_000);

test("My Goals' ADD GOAL and Edit open the one goal editor: its messages, the area to choose, then the goal saved", async ({
  page,
}) => {
  const member = await signInNewMemberOnDashboard(page, 'America/New_York', 'Quinn');
  await dismissBadges(page.request, member.userId, member.token);
  await page.goto('/dashboard');
  const goals = page.getByTestId('my-goals');
  await goals.getByRole('button', { name: '+ ADD GOAL' }).click({ timeout: 30_000 });

  const editor = page.getByRole('dialog', { name: 'ADD A GOAL' });
  await editor.getByRole('button', { name: 'SAVE' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Write your goal');
  await editor.getByRole('combobox', { name: 'Life area' }).click();
  await page.getByRole('option', { name: 'Finance' }).click();
  await editor.getByRole('textbox', { name: 'Finance text' }).fill('Pay off  the car');
  await editor.getByRole('button', { name: 'SAVE' }).click();
  await expect(editor.getByRole('alert')).toHaveText('You are almost there! Select a date.');
  await setGoalDate(page, 'Finance', '12/31/2099', 'December 31, 2099');
  await editor.getByRole('button', { name: 'SAVE' }).click();
  await expect(editor).toHaveCount(0);

  const finance = goals.getByRole('group', { name: 'Finance' });
  await expect(finance.getByText('Pay off the car')).toBeVisible();
  await finance.getByRole('button', { name: 'Options for Pay off the car' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'EDIT GOAL' });
  await expect(edit.getByRole('combobox', { name: 'Life area' })).toHaveCount(0);
  await expect(edit.getByRole('textbox', { name: 'Finance date' })).toHaveValue('December 31, 2099');
  await edit.getByRole('textbox', { name: 'Finance text' }).fill('Pay off the car by spring');
  await edit.getByRole('button', { name: 'SAVE' }).click();
  await expect(edit).toHaveCount(0);
  await expect(finance.getByText('Pay off the car by spring')).toBeVisible();
});
