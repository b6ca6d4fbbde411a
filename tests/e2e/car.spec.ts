import { expect, test, waitForHydration } from './fixtures.js';

test('a car page shows the car in its language, with its figures and their sources', async ({ page }) => {
  await page.goto('/en/cars/zeekr-001-you');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zeekr 001 YOU');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('HomeCatalogueZeekr 001 YOU');
  const key = page.getByRole('definition').filter({ hasText: '705' }).first();
  await expect(key).toContainText('705 km on the CLTC cycle');
  await expect(page.getByText('191,700 BYN')).toBeVisible();
  const sources = page.getByRole('region', { name: 'Where these figures come from' });
  await expect(sources.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  await expect(sources).toContainText('checked 23 November 2026');
  // A figure nobody could source says so instead of showing a number.
  await expect(page.getByRole('region', { name: 'All specifications' })).toContainText('not confirmed');
});

test('the catalogue card leads to its car page, whose enquiry names the car', async ({ page }) => {
  await page.goto('/catalog');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Подробнее о Xiaomi SU7 Ultra' }).click();
  await expect(page).toHaveURL(/\/cars\/xiaomi-su7-ultra$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xiaomi SU7 Ultra');
  await expect(page).toHaveTitle(/^Xiaomi SU7 Ultra — цена 300\u00a0000\u00a0BYN/);
  await page.getByRole('button', { name: 'Запросить информацию' }).click();
  await expect(page.getByRole('dialog', { name: 'Запрос о Xiaomi SU7 Ultra' })).toBeVisible();
});

test('the language switch keeps the car', async ({ page }) => {
  await page.goto('/cars/lixiang-l9-ultra');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/cars\/lixiang-l9-ultra$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lixiang L9 Ultra');
  await expect(page.getByText(/Li Auto does not sell an L9 Max/)).toBeVisible();
});
