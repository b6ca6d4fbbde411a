import { expect, test, waitForHydration } from './fixtures.js';

// The browser itself logs the 404 status of the document.
test.use({ allowedConsoleErrors: [/status of 404/] });

for (const path of ['/no-such-page', '/en/no-such-page', '/en/news/nothing/here', '/cars/no-such-car/photos']) {
  test(`${path} answers 404 with the not-found page in both languages, before and after hydration`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const html = await response!.text();
    expect(html).toContain('Страница не найдена');
    expect(html).toContain('Page not found');
    await waitForHydration(page);
    await expect(page).toHaveTitle('404 — Страница не найдена · 404 – Page not found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Страница не найдена\s*Page not found/);
    await expect(page.getByRole('region', { name: 'Page not found' })).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test('an unknown car is "Vehicle not found" in both languages, with Go back and View all vehicles', async ({ page }) => {
  const response = await page.goto('/en/cars/no-such-car');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Автомобиль не найден\s*Vehicle not found/);
  await expect(page).toHaveTitle('Автомобиль не найден · Vehicle not found');
  const english = page.getByRole('region', { name: 'Vehicle not found' });
  await expect(english).toContainText("The vehicle you're looking for doesn't exist or has been removed.");
  await english.getByRole('link', { name: 'View all vehicles' }).click();
  await expect(page).toHaveURL(/\/en\/catalog$/);
  await page.goBack();
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Автомобиль не найден' }).getByRole('link', { name: 'Все автомобили' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
});

test('its buttons lead home, to the catalogue and back, in each language', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.goto('/en/missing');
  await waitForHydration(page);
  const english = page.getByRole('region', { name: 'Page not found' });
  await english.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/missing');
  await waitForHydration(page);
  await english.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(/\/en\/catalog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car catalogue');
  await page.goto('/missing');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Страница не найдена' }).getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a move inside the site to a path without a page lands on the not-found document', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  // What the router does with any in-site link to a missing page: no real link of the site
  // should lead to one, so the history entry is made directly.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/en/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/en\/no-such-page$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Page not found/);
});

test('the host answers like the CDN: no trailing slash, no .html', async ({ request }) => {
  const slash = await request.get('/en/', { maxRedirects: 0 });
  expect(slash.status()).toBe(308);
  expect(slash.headers().location).toBe('/en');
  const html = await request.get('/en.html', { maxRedirects: 0 });
  expect(html.status()).toBe(308);
  expect(html.headers().location).toBe('/en');
});
