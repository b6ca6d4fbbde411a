/**
 * The catalogue search finds what buyers in Belarus type: body types and powertrains in
 * words of either language, the brands' Russian spellings, model codes typed with
 * Cyrillic look-alike letters, and text typed on the wrong keyboard layout. Expected
 * cars come from the content files, so the test follows the data.
 */
import type { Page } from '@playwright/test';
import { getCars } from '../../content/index.js';
import { expect, test, waitForHydration } from './fixtures.js';

const cars = getCars();
const names = (pick: (car: (typeof cars)[number]) => boolean) => cars.filter(pick).map((car) => car.name);

const SUVS = names((car) => car.bodyType === 'suv');
const SEDANS = names((car) => car.bodyType === 'sedan');
const BRAKES = names((car) => car.bodyType === 'shooting-brake');
const HYBRIDS = names((car) => car.specs.type === 'hybrid');
const ELECTRIC = names((car) => car.specs.type === 'electric');
const brand = (manufacturer: string) => names((car) => car.manufacturer === manufacturer);
const model = (manufacturer: string, family: string) => names((car) => car.manufacturer === manufacturer && car.model === family);

const CASES: [query: string, expected: string[]][] = [
  ['кроссовер', SUVS],
  ['внедорожник', SUVS],
  ['SUV', SUVS],
  ['crossover', SUVS],
  ['седан', SEDANS],
  ['sedan', SEDANS],
  ['универсал', BRAKES],
  ['гибрид', HYBRIDS],
  ['hybrid', HYBRIDS],
  ['REEV', HYBRIDS],
  ['электро', ELECTRIC],
  ['EV', ELECTRIC],
  ['зикер', brand('Zeekr')],
  ['зикр', brand('Zeekr')],
  ['яуулк', brand('Zeekr')],
  ['ксиоми', brand('Xiaomi')],
  ['шаоми', brand('Xiaomi')],
  ['сяоми', brand('Xiaomi')],
  ['лисян', brand('Lixiang')],
  ['лисьян', brand('Lixiang')],
  ['ли авто', brand('Lixiang')],
  ['Li Auto', brand('Lixiang')],
  ['аватар', brand('Avatr')],
  ['зикр 7х', model('Zeekr', '7X')],
  ['су7', model('Xiaomi', 'SU7')],
  ['ctlfy', SEDANS],
  ['rhjccjdth', SUVS],
  ['гибрид ли', HYBRIDS.filter((name) => brand('Lixiang').includes(name))],
];

async function search(page: Page, query: string) {
  const box = page.getByRole('searchbox');
  await box.fill(query);
  await expect(page).toHaveURL(/[?&]q=/);
}

const headings = (page: Page) => page.getByRole('list', { name: /^(Автомобили|Cars)$/ }).locator('li:not([hidden]) h2');

for (const path of ['/catalog', '/en/catalog']) {
  test(`search on ${path} finds body types, powertrains, misspelt brands, look-alike letters and the wrong layout`, async ({ page }) => {
    // Every case typed and its results read, one after another: 26-28 s on two busy cores (CI of 2026-12-07).
    test.slow();
    await page.goto(path);
    await waitForHydration(page);
    for (const [query, expected] of CASES) {
      expect(expected.length, `cars expected for "${query}"`).toBeGreaterThan(0);
      await search(page, query);
      await expect
        .poll(async () => (await headings(page).allTextContents()).sort(), { message: `"${query}"` })
        .toEqual([...expected].sort());
    }
  });
}

// Issue 40: a budget and a need in words, in either language, read as filters and shown as chips from search. The budgets
// come from the catalogue (its median price; the cheapest family SUV's), so the cases hold whatever staff price the cars at.
const prices = cars.map((car) => car.priceUSD).sort((a, b) => a - b);
const budget = Math.round(prices[Math.floor(prices.length / 2)]! / 1000) * 1000;
const familySuv = (car: (typeof cars)[number]) => (car.specs.seats ?? 0) >= 6 && car.bodyType === 'suv';
const familyBudget = Math.ceil(Math.min(...cars.filter(familySuv).map((car) => car.priceUSD)) / 1000) * 1000;
const MONEY_CASES: [path: string, query: string, expected: string[], chips: RegExp][] = [
  [
    '/catalog',
    `полный привод до ${budget}`,
    names((car) => car.specs.driveType === 'AWD' && car.priceUSD <= budget),
    /до\s[\d\s]+BYN\s\([\d\s]+\$\)[\s\S]*Полный\sпривод/,
  ],
  [
    '/en/catalog',
    `family suv under $${familyBudget / 1000}k`,
    names((car) => familySuv(car) && car.priceUSD <= familyBudget),
    /6\+\sseats[\s\S]*up\sto\s[\d,]+\sBYN\s\(\$[\d,]+\)/,
  ],
];

for (const [path, query, expected, chips] of MONEY_CASES) {
  test(`search on ${path} reads «${query}» as a budget and a need`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(expected.length, `cars expected for "${query}"`).toBeGreaterThan(0);
    await search(page, query);
    await expect.poll(async () => (await headings(page).allTextContents()).sort()).toEqual([...expected].sort());
    await expect(page.getByRole('list', { name: /^(Выбранные фильтры|Chosen filters)$/ })).toHaveText(chips);
  });
}

// Walk 18: «семейный» reads as three rows, and one press adds the five-seat SUVs, the budget kept.
test('a family search offers the five-seat SUVs too, keeping the budget', async ({ page }) => {
  await page.goto('/catalog');
  await waitForHydration(page);
  await search(page, `семейный до ${familyBudget}`);
  await expect
    .poll(async () => (await headings(page).allTextContents()).sort())
    .toEqual(names((car) => familySuv(car) && car.priceUSD <= familyBudget).sort());
  await page.getByRole('button', { name: 'Показать и пятиместные кроссоверы' }).click();
  const suvs = names((car) => car.bodyType === 'suv' && car.priceUSD <= familyBudget);
  expect(suvs.length).toBeGreaterThan(names((car) => familySuv(car) && car.priceUSD <= familyBudget).length);
  await expect(page).toHaveURL(/body=suv/);
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^Найден\\S* ${suvs.length} `));
  await expect.poll(async () => (await headings(page).allTextContents()).sort()).toEqual([...suvs].sort());
});
