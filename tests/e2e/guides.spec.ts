/** The guides index and the owner's guides (docs/decisions/pages-information.md#13; docs/decisions/pages-information.md#guides). */
import { getGuides, getRunningCosts } from '../../content/index.js';
import { formatTariff } from '../../src/features/guides/lib/tariffs.js';
import { formatIsoDate } from '../../src/lib/dates.js';
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

test('the charging-locations guide (RU) shows each network its prices, day and source, then the household tariffs', async ({ page }) => {
  const costs = getRunningCosts();
  const tariff = (byn: number) => new RegExp(`${formatTariff(byn, 'ru').replace('\u00a0', '\\s')}`);
  await page.goto('/guides/charging-locations-minsk');
  await waitForHydration(page);
  const tables = page.getByRole('table');
  await expect(tables).toHaveCount(costs.publicCharging.length + 1);
  for (const [index, network] of costs.publicCharging.entries()) {
    const table = tables.nth(index);
    await expect(table.locator('caption')).toHaveText(`${network.name.ru}, с ${formatIsoDate(network.validFrom, 'ru')}`);
    await expect(table).toContainText(tariff(network.ac));
    await expect(table).toContainText(tariff(network.dc));
    await expect(table).toContainText(
      new RegExp(`${tariff(network.idleFee.perMinute).source} в минуту после ${network.idleFee.afterMinutes}\\s+минут`),
    );
    await expect(page.getByRole('link', { name: network.source.title })).toHaveAttribute('href', network.source.url);
  }
  const home = tables.last();
  await expect(home).toContainText(tariff(costs.homeElectricity.single));
  await expect(home).toContainText(tariff(costs.homeElectricity.night));
  await page.getByRole('link', { name: 'Связаться с нами' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the maintenance page (EN) leads to the maintenance guide', async ({ page }) => {
  await page.goto('/en/maintenance');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Good to know' }).getByRole('link', { name: /guide/i }).click();
  await expect(page).toHaveURL(/\/en\/guides\/maintenance$/);
});
