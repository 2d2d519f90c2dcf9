import { expect, test } from '../support/test';

test('a visitor takes the stress assessment and sees the Stress Report', async ({ page }) => {
  await page.goto('/FreeTest');
  await page
    .getByRole('link', { name: /Check your stress/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/stressAssessment/);
  await expect(page.getByRole('heading', { name: /Mind & Body Wellness Assessment/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  for (let question = 1; question <= 14; question += 1) {
    await expect(page.getByText(`${question} / 14`)).toBeVisible();
    await page.getByRole('button', { name: 'Score 10', exact: true }).click();
  }
  await expect(page.getByRole('button', { name: 'COMPLETE' })).toBeEnabled();
  await page.getByRole('button', { name: 'COMPLETE' }).click();

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'FINISH' }).click();
  await expect.poll(() => alerts).toEqual(['Please fill all the fields require']);

  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Lee');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByRole('button', { name: 'FINISH' }).click();

  const report = page.getByRole('main', { name: 'Stress Report' });
  await expect(report).toBeVisible();
  await expect(report.getByText('High stress')).toBeVisible();
  await expect(report.getByTestId('stress-score')).toHaveText('100', { timeout: 6000 });
  await expect(report.getByTestId('stress-needle')).toHaveAttribute('data-angle', '171');
  await expect(report.getByRole('heading', { name: 'Start with sleep' })).toBeVisible();
  await expect(report.getByRole('link', { name: 'SHOP NOW' })).toHaveAttribute('href', '/TRS');
});

test('the shop entry serves the same assessment', async ({ page }) => {
  await page.goto('/Shopify/MindBodyWellnessAssessment');
  await expect(page.getByText('1 / 14')).toBeVisible();
});
