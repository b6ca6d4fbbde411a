import { expect, test, waitForHydration } from './fixtures.js';

test('RU → EN lands on the English counterpart and back', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electric and hybrid cars from China, in Minsk');
  await expect(page).toHaveTitle(/Electric and hybrid cars in Minsk/);

  await page.getByRole('banner').getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Электромобили и гибриды из Китая в Минске');
});

test('the switch keeps the query string and the hash', async ({ page }) => {
  await page.goto('/?utm_source=test#contacts');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\?utm_source=test#contacts$/);
});

test('the switch works before JavaScript, as a plain link', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  expect(html).toMatch(/<a[^>]*href="\/"[^>]*hreflang="ru"|<a[^>]*hreflang="ru"[^>]*href="\/"/);
});

test('?lang=en redirects permanently to the English path', async ({ request }) => {
  const response = await request.get('/?lang=en', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/en?lang=en');
});
