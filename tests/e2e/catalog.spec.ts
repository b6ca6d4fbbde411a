import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { getCompany } from '../../content/index.js';
import { formatByn, formatNumber, formatUsd, usdToByn } from '../../src/lib/format.js';
import { CARS, carsWhere, expect, catalogStrings, commonStrings as tc, test, waitForHydration } from './fixtures.js';

const count = (page: Page) => page.getByTestId('result-count');
const cards = (page: Page) => page.getByRole('list', { name: /^(Автомобили|Cars)$/ }).getByRole('article');

// The counts the page must show come from the car files (a car added changes them).
const ru = catalogStrings('ru');
const en = catalogStrings('en');
const found = (t: typeof ru, count: number) => t('results', { count });
const ALL = CARS.length;
const ZEEKR = carsWhere((car) => car.manufacturer === 'Zeekr');
const XIAOMI = carsWhere((car) => car.manufacturer === 'Xiaomi');
// Prices and the rate are the staff's (spec item 42): the figures the page must show are worked out from them.
const RATE = getCompany().usdToByn;
const DEAREST = Math.max(...CARS.map((car) => car.priceUSD));
const CHEAPEST = Math.min(...CARS.map((car) => car.priceUSD));

test.describe('catalogue', () => {
  test('the pre-rendered page lists every car with prices in BYN and USD', async ({ request }) => {
    for (const path of ['/catalog', '/en/catalog']) {
      const html = await (await request.get(path)).text();
      expect(html.match(/<article/g)).toHaveLength(ALL);
      // The pre-renderer writes no-break spaces as &nbsp;.
      expect(html).toContain(formatByn(usdToByn(DEAREST, RATE), path === '/catalog' ? 'ru' : 'en').replace(/\u00a0/g, '&nbsp;'));
    }
  });

  test('choosing filters updates the URL and the count (RU)', async ({ page }) => {
    await page.goto('/catalog');
    await waitForHydration(page);
    await expect(count(page)).toHaveText(found(ru, ALL));
    await page.getByLabel('Марка', { exact: true }).selectOption('zeekr');
    await expect(page).toHaveURL(/\/catalog\?brand=zeekr$/);
    await expect(count(page)).toHaveText(found(ru, ZEEKR));
    await page.getByLabel('Только в наличии').check();
    await expect(page).toHaveURL(/\?brand=zeekr&stock=1$/);
    await page.getByLabel('Тип', { exact: true }).selectOption('hybrid');
    const zeekrHybrids = carsWhere((car) => car.manufacturer === 'Zeekr' && car.inStock && car.specs.type === 'hybrid');
    if (zeekrHybrids > 0) await expect(count(page)).toHaveText(found(ru, zeekrHybrids));
    else {
      await expect(count(page)).toHaveText(/Найдено 0|Нет/);
      await expect(page.getByRole('heading', { name: 'По вашим условиям автомобилей не нашлось' })).toBeVisible();
    }
  });

  test('opening a URL with filters shows that set, and Back restores the previous one (EN)', async ({ page }) => {
    await page.goto('/en/catalog?brand=xiaomi&sort=price-desc');
    await waitForHydration(page);
    await expect(count(page)).toHaveText(found(en, XIAOMI));
    await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('xiaomi');
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('price-desc');
    const dearest = Math.max(...CARS.filter((car) => car.manufacturer === 'Xiaomi').map((car) => car.priceUSD));
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      CARS.filter((car) => car.manufacturer === 'Xiaomi' && car.priceUSD === dearest).map((car) => car.name),
    );

    await page.getByLabel('Type', { exact: true }).selectOption('electric');
    await expect(page).toHaveURL(/type=electric&brand=xiaomi/);
    await page.getByLabel('Brand', { exact: true }).selectOption('lixiang');
    await expect(page).toHaveURL(/type=electric&brand=lixiang/);
    const electricLixiangs = found(
      en,
      carsWhere((car) => car.manufacturer === 'Lixiang' && car.specs.type === 'electric'),
    );
    await expect(count(page)).toHaveText(electricLixiangs);
    await page.goBack();
    await expect(page).toHaveURL(/brand=xiaomi/);
    await expect(count(page)).toHaveText(found(en, XIAOMI));
    await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('xiaomi');
    await page.goForward();
    await expect(count(page)).toHaveText(electricLixiangs);
  });

  for (const [lang, t, prefix] of [
    ['ru', ru, ''],
    ['en', en, '/en'],
  ] as const) {
    test(`the seats and drive filters live in the URL and count each choice (${lang})`, async ({ page }) => {
      // The largest seat count in the catalogue, and all-wheel drive: derived from the car files.
      const most = Math.max(...CARS.map((car) => car.specs.seats ?? 0));
      const roomy = carsWhere((car) => (car.specs.seats ?? 0) >= most);
      const roomyAwd = carsWhere((car) => (car.specs.seats ?? 0) >= most && car.specs.driveType === 'AWD');
      await page.goto(`${prefix}/catalog`);
      await waitForHydration(page);
      const seats = page.getByLabel(t('filters.seats'), { exact: true });
      await expect(seats.locator('option', { hasText: t('filters.seatsFrom', { count: most }) })).toHaveText(
        t('filters.withCount', { label: t('filters.seatsFrom', { count: most }), count: roomy }),
      );
      await seats.selectOption(String(most));
      await expect(page).toHaveURL(new RegExp(`/catalog\\?seats=${most}$`));
      await expect(count(page)).toHaveText(found(t, roomy));
      await page.getByLabel(t('filters.drive'), { exact: true }).selectOption('AWD');
      await expect(page).toHaveURL(new RegExp(`\\?seats=${most}&drive=awd$`));
      await expect(count(page)).toHaveText(found(t, roomyAwd));
      await page.reload();
      await waitForHydration(page);
      await expect(seats).toHaveValue(String(most));
      await expect(count(page)).toHaveText(found(t, roomyAwd));
      // Every card shown says its seats.
      for (const card of await cards(page).filter({ visible: true }).all()) await expect(card).toContainText(String(most));
    });
  }

  for (const [lang, t, prefix] of [
    ['ru', ru, ''],
    ['en', en, '/en'],
  ] as const) {
    test(`the compare tray collects up to four cars without leaving the catalogue (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/catalog`);
      await waitForHydration(page);
      const first = CARS.slice(0, 5);
      const toggle = (name: string) => page.getByRole('button', { name: tc(lang)('car.compareCar', { name }) });
      for (const car of first.slice(0, 4)) await toggle(car.name).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/catalog$`));
      const tray = page.getByRole('region', { name: t('tray.title') });
      await expect(tray).toContainText(t('tray.count', { count: 4, max: 4 }));
      await expect(toggle(first[0]!.name)).toHaveAttribute('aria-pressed', 'true');
      // A fifth cannot be added until one is taken out.
      await expect(toggle(first[4]!.name)).toBeDisabled();
      await tray.getByRole('button', { name: t('tray.remove', { name: first[1]!.name }) }).click();
      await expect(toggle(first[1]!.name)).toHaveAttribute('aria-pressed', 'false');
      await toggle(first[4]!.name).click();
      // The choice survives a reload, and "Compare (4)" opens the comparison with these cars.
      await page.reload();
      await waitForHydration(page);
      await expect(tray).toContainText(first[4]!.name);
      await tray.getByRole('link', { name: t('tray.compare', { count: 4 }) }).click();
      await expect(page).toHaveURL(/\/information\/comparison\?cars=/);
      const chosen = [first[0], first[2], first[3], first[4]].map((car) => car!.slug);
      expect(decodeURIComponent(new URL(page.url()).searchParams.get('cars') ?? '').split(',')).toEqual(chosen);
    });
  }

  for (const [lang, t, prefix] of [
    ['ru', ru, ''],
    ['en', en, '/en'],
  ] as const) {
    for (const [width, height] of [
      [390, 844],
      [320, 640],
    ] as const) {
      test(`on a ${width} px phone the compare tray is one line that opens to the chosen cars (${lang})`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(`${prefix}/catalog`);
        await waitForHydration(page);
        const chosen = CARS.slice(0, 3);
        for (const car of chosen) await page.getByRole('button', { name: tc(lang)('car.compareCar', { name: car.name }) }).click();
        const tray = page.getByRole('region', { name: t('tray.title') });
        const compare = tray.getByRole('link', { name: t('tray.compare', { count: 3 }) });
        await expect(compare).toBeInViewport();
        // One line at the bottom: at most 80 px, whatever the names.
        const box = (await tray.boundingBox())!;
        expect(box.height).toBeLessThanOrEqual(80);
        expect(box.y + box.height).toBeCloseTo(height, 0);
        const toggle = tray.getByRole('button', { name: `${t('tray.title')} ${t('tray.count', { count: 3, max: 4 })}` });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        const remove = (car: (typeof chosen)[number]) => tray.getByRole('button', { name: t('tray.remove', { name: car.name }) });
        await expect(remove(chosen[0]!)).toBeHidden();

        // Opened, it lists the chosen cars (each a link, each removable) above the line; Escape closes it.
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        for (const car of chosen) {
          await expect(tray.getByRole('link', { name: car.name, exact: true })).toBeInViewport();
          await expect(remove(car)).toBeInViewport();
        }
        await expect(tray.getByRole('button', { name: t('tray.clear') })).toBeInViewport();
        const axe = await new AxeBuilder({ page }).include('section[aria-label]').analyze();
        expect(axe.violations.map((violation) => violation.id)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toBeFocused();
        await expect(remove(chosen[0]!)).toBeHidden();

        // By keyboard: open, take a car out; focus stays in the tray, on the next car's button.
        await page.keyboard.press('Enter');
        await remove(chosen[1]!).focus();
        await page.keyboard.press('Enter');
        await expect(remove(chosen[2]!)).toBeFocused();
        await expect(tray.getByRole('button', { name: `${t('tray.title')} ${t('tray.count', { count: 2, max: 4 })}` })).toBeVisible();
        await expect(tray.getByRole('link', { name: t('tray.compare', { count: 2 }) })).toBeInViewport();
      });
    }
  }

  test('clear filters resets the filters but keeps the sort', async ({ page }) => {
    await page.goto('/en/catalog?q=zeekr&stock=1&sort=range');
    await waitForHydration(page);
    await expect(count(page)).toHaveText(
      found(
        en,
        carsWhere((car) => car.manufacturer === 'Zeekr' && car.inStock),
      ),
    );
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/en\/catalog\?sort=range$/);
    await expect(count(page)).toHaveText(found(en, ALL));
    await expect(page.getByLabel('Search by model, brand or body')).toHaveValue('');
  });

  test('a search with no match shows the empty state, in both languages', async ({ page }) => {
    await page.goto('/en/catalog');
    await waitForHydration(page);
    await page.getByLabel('Search by model, brand or body').fill('tesla');
    await expect(page.getByRole('heading', { name: 'No vehicles found matching your criteria' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
    await page.goto('/catalog?q=tesla');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'По вашим условиям автомобилей не нашлось' })).toBeVisible();
  });

  test('search understands Russian spellings', async ({ page }) => {
    await page.goto('/catalog');
    await waitForHydration(page);
    await page.getByLabel('Поиск по модели, марке или кузову').fill('зикр 001');
    await expect(count(page)).toHaveText(
      found(
        ru,
        carsWhere((car) => car.manufacturer === 'Zeekr' && car.model === '001'),
      ),
    );
    await expect(page).toHaveURL(/q=%D0%B7%D0%B8%D0%BA%D1%80(\+|%20)001/);
  });

  test('the price range narrows the list', async ({ page }) => {
    // A limit in whole thousands of USD that leaves some cars out and some in: above the median car's price.
    const median = [...CARS.map((car) => car.priceUSD)].sort((a, b) => a - b)[Math.floor(CARS.length / 2)]!;
    const limit = Math.ceil((median + 1) / 1000) * 1000;
    expect(limit).toBeLessThan(DEAREST);
    const byn = (usd: number) => formatNumber(usdToByn(usd, RATE), 'en');
    const valueText = (usd: number) => new RegExp(`^${byn(usd)}\\sBYN \\(\\$${formatNumber(usd, 'en')}\\)$`);
    await page.goto(`/en/catalog?max=${limit}`);
    await waitForHydration(page);
    await expect(count(page)).not.toHaveText(found(en, ALL));
    const prices = await cards(page).locator('p strong').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(Number(price.replace(/\D/g, ''))).toBeLessThanOrEqual(usdToByn(limit, RATE));
    // The control speaks BYN, as the cards do, with USD beside it; the URL keeps USD.
    // The slider starts at the cheapest car.
    await expect(page.getByRole('group', { name: /Price/ })).toContainText(
      `from ${byn(CHEAPEST)} BYN to ${byn(limit)} BYN $${formatNumber(CHEAPEST, 'en')} – $${formatNumber(limit, 'en')}`,
    );
    const max = page.getByLabel('Price up to');
    await expect(max).toHaveAttribute('aria-valuetext', valueText(limit));
    await max.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(new RegExp(`max=${limit - 1000}`));
    await expect(max).toHaveAttribute('aria-valuetext', valueText(limit - 1000));
    await max.focus();
    await page.keyboard.press('End');
    await expect(page).not.toHaveURL(/max=/);
    await expect(count(page)).toHaveText(found(en, ALL));
  });

  test('unknown or malformed query values are ignored', async ({ page }) => {
    await page.goto('/en/catalog?brand=tesla&sort=chaos&min=abc&stock=maybe');
    await waitForHydration(page);
    await expect(count(page)).toHaveText(found(en, ALL));
  });

  test('a saved car stays saved after reload and shows under saved only', async ({ page }) => {
    await page.goto('/en/catalog');
    await waitForHydration(page);
    // Exact names: staff may add a car whose name begins with this one's.
    await page.getByRole('button', { name: 'Save Zeekr 001 YOU', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Remove Zeekr 001 YOU from saved', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Remove Zeekr 001 YOU from saved', exact: true })).toBeVisible();
    await page.getByLabel('Saved only').check();
    await expect(count(page)).toHaveText('1 car found');
    await expect(cards(page).getByRole('heading')).toHaveText('Zeekr 001 YOU');
    // The same list in the other language.
    await page.goto('/catalog?saved=1');
    await waitForHydration(page);
    await expect(count(page)).toHaveText('Найден 1 автомобиль');
  });

  test('cards link to their car pages and show the spec figures', async ({ page }) => {
    await page.goto('/catalog?q=su7%20ultra');
    await waitForHydration(page);
    const card = cards(page).first();
    const ultra = CARS.find((car) => car.slug === 'xiaomi-su7-ultra')!;
    await expect(card.getByRole('link', { name: 'Подробнее о Xiaomi SU7 Ultra' })).toHaveAttribute('href', '/cars/xiaomi-su7-ultra');
    // Its stock and price as the car file has them today.
    await expect(card).toContainText(tc('ru')(ultra.inStock ? 'car.inStock' : 'car.preorder'));
    await expect(card).toContainText('630\u00a0км');
    await expect(card).toContainText('1\u00a0548\u00a0л.\u00a0с.');
    await expect(card).toContainText(formatUsd(ultra.priceUSD, 'ru'));
  });
});
