/** The financing, warranty and maintenance pages (docs/decisions/pages-services.md; figures from content/services.yaml and running-costs.yaml). */
import { getCompany } from '../../content/index.js';
import { expect, test, waitForHydration } from './fixtures.js';

/** The dealer's phone as content/company.yaml has it (staff replace the example one). */
const PHONE = getCompany().phone.display;

test('the financing page (RU) shows the options with their terms and leads to the contact form', async ({ page }) => {
  await page.goto('/financing');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кредит и лизинг на электромобиль');
  await page.getByRole('link', { name: 'Варианты финансирования' }).click();
  const options = page.locator('#financing-options');
  await expect(options).toBeFocused();
  await expect(options.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(options).toContainText(/2,9\s%/);
  await expect(options).toContainText('84');
  const main = page.getByRole('main');
  for (const figure of [/18\s750\sBYN/, /50\s000\sBYN/, /10 минут/]) await expect(main).toContainText(figure);
  await expect(main.getByRole('heading', { name: 'Как оформить кредит или лизинг' }).locator('..').getByRole('listitem')).toHaveCount(4);
  await main.getByRole('link', { name: 'Оставить заявку' }).click();
  await expect(page).toHaveURL(/\/contact#contacts$/);
});

test('the warranty page (EN) states each term, the claim time and the hotline', async ({ page }) => {
  await page.goto('/en/warranty');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warranty and roadside assistance');
  const terms = page.getByRole('region', { name: 'Warranty periods' });
  await expect(terms).toContainText('8 years or 160,000 km');
  await expect(terms).toContainText('5 years or 100,000 km');
  await expect(terms).toContainText('3 years or 60,000 km');
  await expect(page.getByRole('main')).toContainText('24 hours');
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
  for (const figure of ['2.9%', '84', '18,750\u00a0BYN', '50,000\u00a0BYN']) await expect(main).toContainText(figure);

  await page.goto('/warranty');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Гарантия и помощь на дороге');
  const terms = page.getByRole('region', { name: 'Сроки гарантии' });
  for (const term of [/8 лет или 160\s000\sкм/, /5 лет или 100\s000\sкм/, /3 года или 60\s000\sкм/])
    await expect(terms).toContainText(term);
});
