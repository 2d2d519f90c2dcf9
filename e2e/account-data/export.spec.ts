import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from '../support/test';
import { shootBothWidths, takeFreeTestWithOwnEmail } from '../support/account-data';
import { signInNewMemberOnDashboard } from '../support/new-member';

/*
 * Issue 22, "Export my data": a member signed up for this run asks for an export, is told when the job
 * has built it, downloads the ZIP and opens it: a README and files that each parse, with the free test the
 * member took as a visitor with the same e-mail (decision 074).
 */

const ZONE = 'America/Chicago';
const FIRST_LOAD = { timeout: 30_000 };

test('a member exports their data and opens the ZIP', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signInNewMemberOnDashboard(page, ZONE, 'Avery');
  const email = await takeFreeTestWithOwnEmail(page.request, member.token);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'MY ACCOUNT' })).toBeVisible(FIRST_LOAD);
  const panel = page.getByRole('region', { name: 'EXPORT MY DATA' });
  await shootBothWidths(page, 'account-data-start');

  await panel.getByRole('button', { name: 'Export my data' }).click();
  const ready = panel.getByTestId('export-ready');
  await expect(ready).toBeVisible();
  await expect(ready).toContainText(/Download it until .* (CST|CDT)/);
  await shootBothWidths(page, 'account-data-export-ready');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ready.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^oola-data-\d+\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const names = Object.keys(files);
  expect(names).toContain('README.txt');
  for (const kind of ['actions', 'goals', 'scores', 'todo']) expect(names).toContain(`${kind}.csv`);
  for (const name of names.filter((file) => file.endsWith('.json')))
    expect(() => JSON.parse(strFromU8(files[name]!)), name).not.toThrow();
  for (const name of names.filter((file) => file.endsWith('.csv')))
    expect(strFromU8(files[name]!).split('\r\n')[0], name).toMatch(/^[a-zA-Z]+(,[a-zA-Z]+)*$/);
  const actions = JSON.parse(strFromU8(files['actions.json']!)) as { text: string }[];
  expect(actions.map((action) => action.text)).toEqual(
    expect.arrayContaining(['Walk after lunch', 'Read ten pages', 'Call a friend']),
  );
  const freeTests = JSON.parse(strFromU8(files['free-tests.json']!)) as { email: string; oolaScore: number }[];
  expect(freeTests).toEqual([expect.objectContaining({ email, oolaScore: 70 })]);
  const readme = strFromU8(files['README.txt']!);
  for (const file of ['actions.csv', 'free-tests.json (1 record)', 'support-chats.json'])
    expect(readme).toContain(file);
});
