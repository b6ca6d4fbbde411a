/** The brand pages (docs/decisions/pages-brands.md#brand-page; docs/decisions/pages-brands.md#14), and the header's brands menu. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { getBrandPages, getCars } from '../../content/index.js';
import { loadStrings } from '../../locales/index.js';
import { LANGS, type Lang } from '../../shared/lang.js';
import { createI18n } from '../../src/i18n/index.js';
import { paths } from '../../src/lib/paths.js';
import { CARS, expect, test, waitForHydration } from './fixtures.js';

const carsOf = (maker: string) => getCars().filter((car) => car.manufacturer === maker);

/** Every brand page, from the brand files (the catalogue's makers and NIO), in the menu's order: alphabetical by name. */
const brandPages = (lang: Lang) =>
  getBrandPages()
    .map((brand) => ({ slug: brand.slug, name: brand.name[lang], maker: brand.catalogueName }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
const BRANDS_LABEL: Record<Lang, string> = { ru: 'Марки', en: 'Brands' };
const brandStrings = (lang: Lang) => createI18n(lang, loadStrings(lang, ['brand'])).getFixedT(lang, 'brand');
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The desktop bar's brands button and the menu it opens. */
function brandsMenu(page: Page, lang: Lang) {
  const button = page.getByRole('banner').getByRole('button', { name: BRANDS_LABEL[lang], exact: true });
  const menu = page.getByRole('banner').getByRole('list', { name: BRANDS_LABEL[lang], exact: true });
  return { button, menu };
}

for (const lang of LANGS) {
  test(`the header's brands menu (${lang}) leads to every brand page, NIO included`, async ({ page }) => {
    const brands = brandPages(lang);
    expect(brands.some((brand) => brand.slug === 'nio' && brand.maker === undefined)).toBe(true);
    await page.goto(paths.home(lang));
    await waitForHydration(page);
    const { button, menu } = brandsMenu(page, lang);
    for (const brand of brands) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link')).toHaveCount(brands.length);
      await menu.getByRole('link', { name: startsWith(brand.name) }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.brand(lang, brand.slug)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
      // The menu closed, and on a brand page its entry is the active one.
      await expect(menu).toBeHidden();
      await expect(button).toHaveCSS('text-decoration-line', 'underline');
    }
  });

  test(`the header's brands menu (${lang}) works from the keyboard`, async ({ page }) => {
    const brands = brandPages(lang);
    const target = brands.length - 1;
    await page.goto(paths.catalog(lang));
    await waitForHydration(page);
    const { button, menu } = brandsMenu(page, lang);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(button).toBeFocused();

    // Escape closes it and gives focus back to its button.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Tab walks through the brands; Enter opens one.
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    for (let i = 0; i <= target; i += 1) await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').nth(target)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${paths.brand(lang, brands[target]!.slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brands[target]!.name);
  });
}

test('the brands menu closes when focus leaves it, and axe finds nothing in it while open', async ({ page }) => {
  await page.goto('/en/brands/nio');
  await waitForHydration(page);
  const { button, menu } = brandsMenu(page, 'en');
  await button.click();
  await expect(menu.getByRole('link', { name: startsWith('NIO') })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: startsWith('NIO') })).toContainText('not in our catalogue');
  const results = await new AxeBuilder({ page }).include('header').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await menu.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

for (const lang of LANGS) {
  test(`every model card on a brand page (${lang}) has its description, clamped to two lines, and a link to the car`, async ({ page }) => {
    const zeekrs = carsOf('Zeekr');
    const t = brandStrings(lang);
    await page.goto(paths.brand(lang, 'zeekr'));
    await waitForHydration(page);
    const grid = page.getByRole('list', { name: t('models.title') });
    await grid.scrollIntoViewIfNeeded();
    const cards = grid.getByRole('article');
    await expect(cards).toHaveCount(zeekrs.length);
    for (const [index, car] of zeekrs.entries()) {
      const card = cards.nth(index);
      const description = card.getByText(car.description[lang]);
      await expect(description).toBeVisible();
      const lines = await description.evaluate(
        (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
      );
      expect(lines, car.name).toBeCloseTo(2, 1);
      const learnMore = card.getByRole('link', { name: t('models.learnMoreAbout', { name: car.name }), exact: true });
      await expect(learnMore).toHaveText(t('models.learnMore'));
      await expect(learnMore).toHaveAttribute('href', paths.car(lang, car.slug));
    }
    await cards
      .first()
      .getByRole('link', { name: t('models.learnMore') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${paths.car(lang, zeekrs[0]!.slug)}$`));
  });
}

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
  for (const title of ['The story of Li Auto', 'Mission', 'Line-up', 'Key achievements', 'What it means for a buyer'])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
});

for (const { lang, none, similar, title } of [
  {
    lang: 'ru',
    none: 'Автомобилей этой марки нет в нашем каталоге',
    similar: 'Похожие модели других марок',
    title: 'NIO: история марки и похожие электромобили в Минске | ЭлектроМоторс',
  },
  {
    lang: 'en',
    none: 'There are no cars of this brand in our catalogue',
    similar: 'Similar models from other brands',
    title: "NIO: the brand's story, and similar electric cars in Minsk | ElectroMotors",
  },
] as const) {
  test(`NIO (${lang}) has its story, says it is not in the catalogue and shows similar cars of other makers`, async ({ page }) => {
    await page.goto(lang === 'ru' ? '/brands/nio' : '/en/brands/nio');
    await waitForHydration(page);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NIO');
    await expect(page.getByRole('main')).toContainText(lang === 'ru' ? 'Нет в нашем каталоге' : 'Not in our catalogue');
    await expect(page.getByRole('main')).toContainText(none);
    await expect(page.getByRole('heading', { level: 2, name: lang === 'ru' ? 'Миссия' : 'Mission' })).toHaveCount(0);
    const cards = page.getByRole('list', { name: similar }).getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const electricSuvs = CARS.filter((car) => car.bodyType === 'suv' && car.specs.type === 'electric').map((car) => car.name);
    for (const name of await cards.getByRole('heading').allTextContents()) expect(electricSuvs, name).toContain(name.trim());
    await cards
      .first()
      .getByRole('link', { name: lang === 'ru' ? /^Подробнее/ : /^Model details/ })
      .click();
    await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+$/);
  });
}

test.describe('an unknown brand', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const [path, title, other, message, catalogue, catalogueUrl] of [
    ['/brands/tesla', 'Марка не найдена', 'Brand not found', 'Такой марки на сайте нет.', 'Каталог автомобилей', /:\d+\/catalog$/],
    [
      '/en/brands/tesla',
      'Brand not found',
      'Марка не найдена',
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
