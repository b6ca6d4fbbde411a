import { devices } from '@playwright/test';
import { CARS, carsWhere, expect, catalogStrings, test, waitForHydration } from './fixtures.js';

const AVATR = carsWhere((car) => car.manufacturer === 'Avatr');

test('the menu opens, navigates and closes', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Открыть меню' });
  await expect(button).toBeVisible();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeHidden();

  await button.click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Закрыть меню' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'English' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /\+375/ })).toHaveAttribute('href', /^tel:/);

  await menu.getByRole('link', { name: 'Каталог' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the menu and returns focus to its button', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mobile-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('the menu works from the keyboard', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('mobile-menu').getByRole('link', { name: 'Catalogue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/catalog$/);
  await expect(page.getByTestId('mobile-menu')).toBeHidden();
});

test('the language switch in the menu goes to the counterpart page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.getByTestId('mobile-menu').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('on a phone the catalogue folds the filters beyond search and sort, so cars come first', async ({ page }) => {
  await page.goto('/en/catalog');
  await waitForHydration(page);
  await expect(page.getByLabel('Brand', { exact: true })).toBeHidden();
  await expect(page.getByRole('article').first()).toBeInViewport();
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Brand', { exact: true }).selectOption('avatr');
  await expect(page.getByTestId('result-count')).toHaveText(catalogStrings('en')('results', { count: AVATR }));
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});

test('on a phone the filter panel ends with "Show N cars", which closes it and takes you to the results', async ({ page }) => {
  await page.goto('/en/catalog');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByLabel('Brand', { exact: true }).selectOption('avatr');
  await page.getByRole('button', { name: catalogStrings('en')('filters.showResults', { count: AVATR }) }).click();
  await expect(page.getByLabel('Brand', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('result-count')).toBeFocused();
  await expect(page.getByRole('article').first()).toBeInViewport();
});

test('on a phone the list shows 12 cars and "Show more" the rest, 12 at a time', async ({ page }) => {
  // The catalogue has more than two pages of cars (docs/decisions/content-sourcing.md#car-data launches 40).
  expect(CARS.length).toBeGreaterThan(24);
  await page.goto('/catalog');
  await waitForHydration(page);
  const list = page.getByRole('list', { name: 'Автомобили' });
  await expect(list.getByRole('article')).toHaveCount(12);
  await expect(page.getByText(`Показано 12 из ${CARS.length}`)).toBeVisible();
  const more = page.getByRole('button', { name: 'Показать ещё' });
  await more.click();
  await expect(list.getByRole('article')).toHaveCount(24);
  // Focus goes to the first car it revealed.
  await expect(list.locator('li[data-rank="12"] h2 a')).toBeFocused();
  for (let shown = 24; shown < CARS.length; shown += 12) {
    await more.click();
    await expect(list.getByRole('article')).toHaveCount(Math.min(shown + 12, CARS.length));
  }
  await expect(more).toBeHidden();
  // A new search starts again from the first page.
  await page.getByRole('searchbox').fill('зикр');
  const zeekrs = carsWhere((car) => car.manufacturer === 'Zeekr');
  await expect(list.getByRole('article')).toHaveCount(Math.min(12, zeekrs));
  if (zeekrs > 12) await expect(page.getByText(`Показано 12 из ${zeekrs}`)).toBeVisible();
});

test('without JavaScript a phone shows every car and no "Show more"', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/catalog');
  await expect(page.getByRole('list', { name: 'Vehicles' }).getByRole('article')).toHaveCount(CARS.length);
  await expect(page.getByRole('button', { name: 'Show more' })).toBeHidden();
  await context.close();
});
