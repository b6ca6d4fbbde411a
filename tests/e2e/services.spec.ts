/**
 * The financing, warranty and maintenance pages (docs/decisions/pages-services.md). Their figures are staff's to
 * change (content/services.yaml and running-costs.yaml), so they are read from there (DECISIONS 42).
 */
import { getCompany, getRunningCosts, getServices } from '../../content/index.js';
import { pageData } from '../../src/app/page-table.js';
import { formatByn, formatNumber, formatPayment, formatPercent } from '../../src/lib/format.js';
import { expect, test, waitForHydration } from './fixtures.js';

/** The dealer's phone as content/company.yaml has it (staff replace the example one). */
const PHONE = getCompany().phone.display;
const { leasing } = getRunningCosts();
const { warranty } = getServices();
/** A figure as the page writes it, any white space matching (no-break spaces in Russian). */
const shown = (text: string) => new RegExp(text.replace(/[.$]/g, '\\$&').replace(/\s/g, '\\s'));

test('the financing page (RU) shows the options with their terms and leads to the contact form', async ({ page }) => {
  await page.goto('/financing');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кредит и лизинг на электромобиль');
  await page.getByRole('link', { name: 'Варианты финансирования' }).click();
  const options = page.locator('#financing-options');
  await expect(options).toBeFocused();
  await expect(options.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(options).toContainText(shown(formatPercent(leasing.minRatePercent, 'ru')));
  await expect(options).toContainText(String(leasing.maxMonths));
  // Law No. 225-Z, art. 26: the rate comes with a worked example at a typical rate and its total payable.
  const { example } = pageData('financing', 'ru');
  const worked = page.getByRole('region', { name: 'Пример расчёта' });
  await expect(worked).toContainText(shown(formatPayment(example.monthly, 'ru')));
  for (const figure of [example.totalPaid, example.overpayment]) await expect(worked).toContainText(shown(formatByn(figure, 'ru')));
  await expect(worked).toContainText(shown(formatPercent(example.ratePercent, 'ru')));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Как оформить кредит или лизинг' }).locator('..').getByRole('listitem')).toHaveCount(4);
  await main.getByRole('link', { name: 'Оставить заявку' }).click();
  await expect(page).toHaveURL(/\/contact#contacts$/);
});

test('the warranty page (EN) states each term, the claim time and the hotline', async ({ page }) => {
  await page.goto('/en/warranty');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Dealer's warranty and roadside assistance");
  const terms = page.getByRole('region', { name: 'Warranty periods' });
  for (const { years, km } of [warranty.battery, warranty.vehicle, warranty.maintenance])
    await expect(terms).toContainText(`${years} year${years === 1 ? '' : 's'} or ${formatNumber(km, 'en')} km`);
  await expect(page.getByRole('heading', { name: 'Whose warranty it is' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What the warranty does not cover' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${warranty.claimApprovalHours} hours`);
  await expect(page.getByRole('main')).toContainText('24/7');
  await expect(page.getByRole('main').getByRole('link', { name: PHONE })).toHaveAttribute('href', `tel:${PHONE.replace(/[^\d+]/g, '')}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Maintenance/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/en\/maintenance$/);
});

for (const { path, lang, prices } of [
  {
    path: '/maintenance',
    lang: 'ru',
    prices: [/от 150\sBYN/, /от 300\sBYN/, /от 250\sBYN/, /Бесплатно/, /45\sмин/, /2\sч/, /1,5\sч/, /30\sмин/],
  },
  {
    path: '/en/maintenance',
    lang: 'en',
    prices: [/from 150\sBYN/, /from 300\sBYN/, /from 250\sBYN/, /Free/, /45 min/, /2 h/, /1\.5 h/, /30 min/],
  },
]) {
  test(`the maintenance page (${lang}) prices and times each service, and gives the schedule and the service hours`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const services = page.locator('#maintenance-services');
    for (const figure of prices) await expect(services).toContainText(figure);
    const main = page.getByRole('main');
    await expect(main).toContainText(lang === 'ru' ? /12\s000–15\s000/ : /12,000–15,000/);
    for (const months of ['6', '12', '24'])
      await expect(main.getByRole('heading', { level: 3, name: new RegExp(`\\b${months}\\b`) })).toBeVisible();
    // docs/decisions/company-facts.md#5: the service department keeps its own hours.
    await expect(main).toContainText('8:00–18:00');
    await expect(main).toContainText('9:00–15:00');
  });
}

test('the financing page (EN) and the warranty page (RU) give the same figures in the other language', async ({ page }) => {
  await page.goto('/en/financing');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loans and leasing for your electric car');
  const main = page.getByRole('main');
  const { example } = pageData('financing', 'en');
  for (const figure of [formatPercent(leasing.minRatePercent, 'en'), String(leasing.maxMonths), formatByn(example.totalPaid, 'en')])
    await expect(main).toContainText(figure);

  await page.goto('/warranty');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Гарантия дилера и помощь на дороге');
  const terms = page.getByRole('region', { name: 'Сроки гарантии' });
  for (const { km } of [warranty.battery, warranty.vehicle, warranty.maintenance])
    await expect(terms).toContainText(shown(`или ${formatNumber(km, 'ru')} км`));
});
