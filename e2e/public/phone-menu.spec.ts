import { expect, test } from '../support/test';

test('the public phone menu lists its entries alike, in bold capitals, with no empty divider', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  const entries = [
    menu.getByRole('link', { name: 'About', exact: true }),
    menu.getByRole('link', { name: 'Science', exact: true }),
    menu.getByRole('link', { name: 'FAQs', exact: true }),
    menu.getByRole('button', { name: 'Partner with Oola' }).getByText('Partner with Oola'),
    menu.getByRole('button', { name: 'Shop', exact: true }).getByText('Shop'),
  ];
  const looks = [];
  for (const entry of entries) {
    await expect(entry).toBeVisible();
    looks.push(
      await entry.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.fontWeight} ${style.fontSize} ${style.textTransform}`;
      }),
    );
  }
  expect(new Set(looks), looks.join(' | ')).toEqual(new Set(['700 16px uppercase']));
  await expect(menu.locator('.mantine-Divider-root')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('phone-menu-375.png') });
});
