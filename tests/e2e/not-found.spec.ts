import { expect, test, waitForHydration } from './fixtures.js';

// The browser itself logs the 404 status of the document.
test.use({ allowedConsoleErrors: [/status of 404/] });

test('an unknown path answers 404 with the Russian not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page).toHaveTitle('404 - Страница не найдена');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
  for (const name of ['На главную', 'Каталог', 'Контакты']) await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Назад' })).toBeVisible();
});

test('an unknown English path answers 404 with the English page', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('404 - Page Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Sorry, the page you are looking for could not be found.', { exact: false })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Catalog' })).toBeVisible();
});

test('the 404 page is not indexed and its buttons work', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.goto('/en/missing');
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/missing');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electric and hybrid cars from China, in Minsk');
});

test('the host answers like the CDN: no trailing slash, no .html', async ({ request }) => {
  const slash = await request.get('/en/', { maxRedirects: 0 });
  expect(slash.status()).toBe(308);
  expect(slash.headers().location).toBe('/en');
  const html = await request.get('/en.html', { maxRedirects: 0 });
  expect(html.status()).toBe(308);
  expect(html.headers().location).toBe('/en');
});
