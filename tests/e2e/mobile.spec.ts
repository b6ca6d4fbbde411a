import { devices } from '@playwright/test';
import { getBrandPages, getNeeds } from '../../content/index.js';
import { LANGS, type Lang } from '../../shared/lang.js';
import { offeredNeeds } from '../../src/lib/needs.js';
import { catalogResultsHref, paths } from '../../src/lib/paths.js';
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

  await menu.getByRole('link', { name: 'Каталог', exact: true }).click();
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
  await expect(page.getByTestId('mobile-menu').getByRole('link', { name: 'Catalogue', exact: true })).toBeFocused();
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

for (const lang of LANGS) {
  test(`on a 390 × 844 phone the catalogue's first screen holds the first car whole and the next one's name (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(paths.catalog(lang));
    await waitForHydration(page);
    // Walk 19 saw the heading, the intro, the search and the sort fill it.
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeInViewport({ ratio: 1 });
    await expect(cards.nth(1).getByRole('heading')).toBeInViewport({ ratio: 1 });
  });
}

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

test('on a phone the keyboard\'s search key sends the filters as "Show N cars" does: to the results', async ({ page }) => {
  await page.goto('/en/catalog');
  await waitForHydration(page);
  const search = page.getByRole('searchbox');
  await search.fill('avatr');
  await expect(page.getByTestId('result-count')).toHaveText(catalogStrings('en')('results', { count: AVATR }));
  await search.press('Enter');
  await expect(page).toHaveURL(/\/en\/catalog\?q=avatr$/);
  await expect(page.getByTestId('result-count')).toBeFocused();
  await expect(page.getByRole('article').first()).toBeInViewport();
});

// Issue 40: a compact card on a phone, so that a buyer sees at least two cars, whole, on a screen: the picture
// beside the name and price, the figures and the enquiry and compare buttons under them.
for (const lang of LANGS) {
  test(`on a phone a screen of the catalogue shows at least two whole cars, with their prices and buttons (${lang})`, async ({ page }) => {
    await page.goto(paths.catalog(lang));
    await waitForHydration(page);
    const cards = page.getByRole('list', { name: catalogStrings(lang)('resultsList') }).getByRole('article');
    await cards.first().evaluate((card) => card.scrollIntoView({ block: 'start' }));
    const viewport = page.viewportSize()!;
    const whole = await cards.evaluateAll(
      (all, height) =>
        all.filter((card) => {
          const box = card.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= height;
        }).length,
      viewport.height,
    );
    expect(whole).toBeGreaterThanOrEqual(2);
    const first = cards.first();
    await expect(first.getByRole('heading')).toBeInViewport();
    await expect(first.getByRole('button', { name: /^(Запросить информацию|Request information)/ })).toBeInViewport();
    await expect(first.getByRole('button', { name: /^(Добавить .* в сравнение|Add .* to the comparison)$/ })).toBeInViewport();
    await expect(first.getByText(/BYN/)).toBeInViewport();
  });
}

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
  await expect(page.getByRole('list', { name: 'Cars' }).getByRole('article')).toHaveCount(CARS.length);
  await expect(page.getByRole('button', { name: 'Show more' })).toBeHidden();
  await context.close();
});

/** Every brand page, from the brand files (the catalogue's makers and NIO), in the menu's order. */
const brandPages = (lang: Lang) =>
  getBrandPages()
    .map((brand) => ({ slug: brand.slug, name: brand.name[lang] }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
const MENU: Record<Lang, { open: string; brands: string }> = {
  ru: { open: 'Открыть меню', brands: 'Марки' },
  en: { open: 'Open menu', brands: 'Brands' },
};

for (const lang of LANGS) {
  test(`the menu's brands group (${lang}) leads to every brand page, NIO included, by touch and by keyboard`, async ({ page }) => {
    const brands = brandPages(lang);
    expect(brands.map((brand) => brand.slug)).toContain('nio');
    await page.goto(paths.home(lang));
    await waitForHydration(page);
    const menu = page.getByTestId('mobile-menu');
    const group = menu.getByRole('list', { name: MENU[lang].brands, exact: true });
    for (const [index, brand] of brands.entries()) {
      const button = page.getByRole('button', { name: MENU[lang].open });
      // Every other brand from the keyboard: the menu button, then Tab to the brand (after the four links), Enter.
      if (index % 2 === 0) await button.click();
      else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
      await expect(group.getByRole('link')).toHaveCount(brands.length);
      const link = group.getByRole('link').nth(index);
      if (index % 2 === 0) await link.click();
      else {
        for (let tab = 0; tab < 4 + index + 1; tab += 1) await page.keyboard.press('Tab');
        await expect(link).toBeFocused();
        await page.keyboard.press('Enter');
      }
      await expect(page).toHaveURL(new RegExp(`${paths.brand(lang, brand.slug)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
      await expect(menu).toBeHidden();
    }
  });
}

test.describe('the home page on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const TWO_SCREENS = 2 * 844;

  for (const lang of LANGS) {
    test(`(${lang}) shows the needs in the first screen and the first car within two, each need leading to the filtered catalogue`, async ({
      page,
    }) => {
      const needs = offeredNeeds(getNeeds(), CARS);
      expect(needs.length).toBeGreaterThan(0);
      await page.goto(paths.home(lang));
      await waitForHydration(page);
      const top = (locator: ReturnType<typeof page.locator>) =>
        locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      const bottom = (locator: ReturnType<typeof page.locator>) =>
        locator.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);

      const find = page.locator('#find');
      const needLinks = find.getByRole('list').first().getByRole('link');
      await expect(needLinks).toHaveCount(needs.length);
      expect(await bottom(needLinks.first()), 'the first need is in the first screen').toBeLessThanOrEqual(844);
      expect(await bottom(needLinks.last()), 'every need is within two screens').toBeLessThanOrEqual(TWO_SCREENS);
      const brandLinks = find.getByRole('list').nth(1).getByRole('link');
      expect(await bottom(brandLinks.first()), 'a brand is within two screens').toBeLessThanOrEqual(TWO_SCREENS);

      const firstCard = page.locator('#our-vehicles').getByRole('article').first();
      expect(await top(firstCard), 'the first car card starts within two screens').toBeLessThan(TWO_SCREENS);
      expect(await bottom(firstCard.getByRole('heading')), "the first car's name is within two screens").toBeLessThanOrEqual(TWO_SCREENS);
      // The featured cars are one row to swipe on a phone, so the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

      for (const [index, need] of needs.entries())
        await expect(needLinks.nth(index)).toHaveAttribute('href', catalogResultsHref(lang, need.query));
      await needLinks.first().click();
      await expect(page).toHaveURL(new RegExp(`${catalogResultsHref(lang, needs[0]!.query).replace('?', '\\?')}$`));
      // It lands on what it found, not on the filters above: the count and the first card's name in the first screen.
      await waitForHydration(page);
      await expect(page.getByTestId('result-count')).toBeInViewport();
      await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).toBeInViewport();
    });
  }
});

for (const lang of LANGS) {
  test(`on a phone Back from a car page returns to the card followed, with as many cards shown (${lang})`, async ({ page }) => {
    expect(CARS.length).toBeGreaterThan(12);
    const t = catalogStrings(lang);
    await page.goto(lang === 'en' ? '/en/catalog' : '/catalog');
    await waitForHydration(page);
    const list = page.getByRole('list', { name: t('resultsList') });
    await page.getByRole('button', { name: t('showMore') }).click();
    const shown = Math.min(24, CARS.length);
    await expect(list.getByRole('article')).toHaveCount(shown);
    // The last card shown: beyond the first page, where a plain scroll position lands wrong.
    const card = list.locator(`li[data-rank="${shown - 1}"]`);
    await card.scrollIntoViewIfNeeded();
    const before = (await card.boundingBox())!.y;
    const name = await card.locator('h2 a').textContent();
    await card.locator('h2 a').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
    await page.goBack();
    await expect(list.getByRole('article')).toHaveCount(shown);
    await expect(card.locator('h2 a')).toHaveText(name!);
    await expect(card).toBeInViewport();
    await expect.poll(async () => Math.abs((await card.boundingBox())!.y - before)).toBeLessThan(8);
  });
}

// Issue 40: the phone's first screen names the makers and the promise, and searches the catalogue. The budget is the
// cheapest six-seater's price, rounded up, so the case holds whatever staff price the cars at.
const sixSeaters = CARS.filter((car) => (car.specs.seats ?? 0) >= 6);
const familyBudget = Math.ceil(Math.min(...sixSeaters.map((car) => car.priceUSD)) / 1000) * 1000;
const HERO_SEARCH: Record<Lang, { label: string; query: string }> = {
  ru: { label: 'Поиск автомобиля в каталоге', query: `семейный до ${familyBudget}` },
  en: { label: 'Search the cars in our catalogue', query: `family under $${familyBudget}` },
};
for (const lang of LANGS) {
  test(`the phone's first screen names the makers and the promise, shows the cars, and its search opens the catalogue with the words typed (${lang})`, async ({
    page,
  }) => {
    await page.goto(paths.home(lang));
    await waitForHydration(page);
    const hero = page.locator('#home');
    const makers = new Set(CARS.map((car) => car.manufacturer));
    const brands = getBrandPages().filter((brand) => brand.catalogueName && makers.has(brand.catalogueName));
    expect(brands).toHaveLength(makers.size);
    for (const brand of brands) await expect(hero.getByText(brand.name[lang], { exact: false }).first()).toBeInViewport();
    await expect(hero.locator('h1 + p')).toBeInViewport();
    // And the cars: the line-up's drawing, whole.
    await expect(hero.getByRole('img')).toBeInViewport({ ratio: 1 });
    const box = page.getByRole('searchbox', { name: HERO_SEARCH[lang].label });
    await expect(box).toBeInViewport({ ratio: 1 });
    await box.fill(HERO_SEARCH[lang].query);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${paths.catalog(lang)}\\?q=`));
    const expected = sixSeaters.filter((car) => car.priceUSD <= familyBudget).map((car) => car.name);
    expect(expected.length).toBeGreaterThan(0);
    const headings = page.getByRole('list', { name: catalogStrings(lang)('resultsList') }).locator('li:not([hidden]) h2');
    await expect.poll(async () => (await headings.allTextContents()).sort()).toEqual(expected.slice(0, 12).sort());
  });
}

test("without JavaScript the home page's search still opens the catalogue with the words typed", async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('searchbox', { name: HERO_SEARCH.ru.label }).fill('гибрид');
  await page.getByRole('searchbox', { name: HERO_SEARCH.ru.label }).press('Enter');
  await expect(page).toHaveURL(/\/catalog\?q=%D0%B3/);
  await context.close();
});
