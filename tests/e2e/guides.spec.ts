/** The guides index and the owner's guides (docs/decisions/pages-information.md#13; docs/decisions/pages-information.md#guides). */
import { getGuides } from '../../content/index.js';
import { expect, test, waitForHydration } from './fixtures.js';

for (const { lang, index, titles } of [
  {
    lang: 'ru',
    index: '/information/guides',
    titles: ['Где заряжать электромобиль в Минске', 'Электромобиль зимой', 'Обслуживание электромобиля'],
  },
  { lang: 'en', index: '/en/information/guides', titles: ['Where to charge', 'Winter driving', 'Looking after an electric car'] },
]) {
  test(`the guides index (${lang}) reaches every guide, and each guide its contents`, async ({ page }) => {
    await page.goto(index);
    await waitForHydration(page);
    const list = page.getByRole('region', { name: lang === 'ru' ? 'Все руководства' : 'All guides' });
    const links = list.getByRole('link');
    await expect(links).toHaveCount(getGuides().length);
    for (const title of titles) {
      await page.goto(index);
      await waitForHydration(page);
      await links.filter({ hasText: new RegExp(title, 'i') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title, { ignoreCase: true });
      const contents = page.getByRole('navigation', { name: lang === 'ru' ? 'Содержание' : 'Contents' });
      const first = contents.getByRole('link').first();
      const target = (await first.getAttribute('href'))!.slice(1);
      await first.click();
      await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
    }
  });
}

test('the charging-locations guide (RU) shows the tariffs of the price table', async ({ page }) => {
  await page.goto('/guides/charging-locations-minsk');
  await waitForHydration(page);
  const table = page.getByRole('table');
  await expect(table).toContainText(/0,49\sBYN за кВт·ч/);
  await expect(table).toContainText(/0,65\sBYN за кВт·ч/);
  await expect(table).toContainText(/0,30\sBYN в минуту после 20 минут/);
  await expect(table).toContainText(/0,2412\sBYN/);
  await expect(table).toContainText(/0,1447\sBYN/);
  await expect(table).toContainText('По состоянию на 07.09.2025');
  await page.getByRole('link', { name: 'Связаться с нами' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the maintenance page (EN) leads to the maintenance guide', async ({ page }) => {
  await page.goto('/en/maintenance');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Good to know' }).getByRole('link', { name: /guide/i }).click();
  await expect(page).toHaveURL(/\/en\/guides\/maintenance$/);
});
