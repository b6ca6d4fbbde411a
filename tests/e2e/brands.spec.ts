/** The brand pages (docs/decisions/pages-brands.md#brand-page; docs/decisions/pages-brands.md#14). */
import { getCars } from '../../content/index.js';
import { expect, test, waitForHydration } from './fixtures.js';

const carsOf = (maker: string) => getCars().filter((car) => car.manufacturer === maker);

test('a brand page (RU) lists exactly its catalogue models, each linking to its page, reached from the footer', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Zeekr ·/ })
    .click();
  await expect(page).toHaveURL(/\/brands\/zeekr$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zeekr');
  const stats = page.getByRole('definition');
  await expect(stats.filter({ hasText: '2021' })).toBeVisible();
  await expect(stats.filter({ hasText: 'Нинбо' })).toBeVisible();
  const zeekrs = carsOf('Zeekr');
  const grid = page.getByRole('list', { name: 'Модели в наличии и под заказ' });
  await grid.scrollIntoViewIfNeeded();
  await expect(grid.getByRole('listitem')).toHaveCount(zeekrs.length);
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText(zeekrs.map((car) => car.name));
  await grid.getByRole('link', { name: 'Подробнее' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/cars/${zeekrs[0]!.slug}$`));
});

test('the Avatr page (EN) works, and Li Auto has its own sections', async ({ page }) => {
  await page.goto('/en/brands/avatr');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avatr');
  await expect(page.getByRole('main')).toContainText('Chongqing');
  await expect(page.getByRole('list', { name: 'Models in stock and to order' }).getByRole('listitem')).toHaveCount(carsOf('Avatr').length);

  await page.goto('/en/brands/lixiang');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Li Auto');
  for (const title of ['The story of Li Auto', 'Mission', 'Lineup and plans', 'Key achievements', 'What it means for a buyer'])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
});

test('NIO (RU) has its story and says it is not in the catalogue', async ({ page }) => {
  await page.goto('/brands/nio');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NIO');
  await expect(page.getByRole('main')).toContainText('Нет в нашем каталоге');
  await expect(page.getByRole('main')).toContainText('Автомобилей этой марки сейчас нет в нашем каталоге');
  await expect(page.getByRole('heading', { level: 2, name: 'Миссия' })).toHaveCount(0);
});

test.describe('an unknown brand', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const [path, title, other, message, catalogue, catalogueUrl] of [
    ['/brands/tesla', 'Бренд не найден', 'Brand not found', 'Запрашиваемый бренд не существует.', 'Каталог автомобилей', /:\d+\/catalog$/],
    [
      '/en/brands/tesla',
      'Brand not found',
      'Бренд не найден',
      'The requested brand does not exist.',
      'View the catalogue',
      /\/en\/catalog$/,
    ],
  ] as const) {
    test(`${path} answers 404 with ${title}, in its language only`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('body')).not.toContainText(other);
      await expect(page.getByText(message)).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: catalogue }).click();
      await expect(page).toHaveURL(catalogueUrl);
    });
  }
});
