/**
 * Search words that name a need become the filter they mean, shown as a chip that takes the
 * words away again; a misspelt brand still finds its cars and offers "Did you mean …?".
 * Expected cars come from the content files.
 */
import type { Page } from '@playwright/test';
import { getCars } from '../../content/index.js';
import { expect, test, waitForHydration } from './fixtures.js';

const cars = getCars();
const names = (pick: (car: (typeof cars)[number]) => boolean) =>
  cars
    .filter(pick)
    .map((car) => car.name)
    .sort();

const SIX_SEATS_AWD = names((car) => (car.specs.seats ?? 0) >= 6 && car.specs.driveType === 'AWD');
const AWD = names((car) => car.specs.driveType === 'AWD');
const LIXIANG = names((car) => car.manufacturer === 'Lixiang');
const ZEEKR = names((car) => car.manufacturer === 'Zeekr');

const CASES = [
  {
    path: '/catalog',
    needs: '6 мест полный привод',
    seatsChip: /Убрать «от 6 мест»: слова «6 мест» из поиска/,
    driveChip: /Убрать «Полный привод»: слова «полный привод» из поиска/,
    didYouMean: 'Возможно, вы имели в виду:',
  },
  {
    path: '/en/catalog',
    needs: 'six seats AWD',
    seatsChip: /Remove “6\+ seats”: the words “six seats” from the search/,
    driveChip: /Remove “All-wheel drive”: the words “AWD” from the search/,
    didYouMean: 'Did you mean:',
  },
];

const headings = (page: Page) => page.getByRole('list', { name: /^(Автомобили|Cars)$/ }).locator('li:not([hidden]) h2');
const shown = (page: Page) =>
  headings(page)
    .allTextContents()
    .then((texts) => texts.sort());

async function search(page: Page, query: string) {
  await page.getByRole('searchbox').fill(query);
  await expect(page).toHaveURL(/[?&]q=/);
}

for (const { path, needs, seatsChip, driveChip, didYouMean } of CASES) {
  test(`on ${path} the words for seats and drive become removable chips`, async ({ page }) => {
    expect(SIX_SEATS_AWD.length).toBeGreaterThan(0);
    expect(AWD.length).toBeGreaterThan(SIX_SEATS_AWD.length);
    await page.goto(path);
    await waitForHydration(page);
    await search(page, needs);
    await expect.poll(() => shown(page)).toEqual(SIX_SEATS_AWD);
    const seats = page.getByRole('button', { name: seatsChip });
    await expect(seats).toBeVisible();
    await expect(page.getByRole('button', { name: driveChip })).toBeVisible();

    // Taking the seats away leaves the drive: the words leave the search box as well.
    await seats.click();
    await expect.poll(() => shown(page)).toEqual(AWD);
    await expect(seats).toHaveCount(0);
    await expect(page.getByRole('searchbox')).not.toHaveValue(/6|six/i);
    await expect(page.getByRole('button', { name: driveChip })).toBeVisible();
  });

  test(`on ${path} a misspelt brand finds its cars and offers the right spelling`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await search(page, 'lixaing');
    await expect.poll(() => shown(page)).toEqual(LIXIANG);
    await expect(page.getByText(didYouMean)).toBeVisible();
    await page.getByRole('button', { name: 'lixiang', exact: true }).click();
    await expect(page.getByRole('searchbox')).toHaveValue(/^lixiang$/i);
    await expect(page.getByText(didYouMean)).toHaveCount(0);

    // Cyrillic, two letters off.
    await search(page, 'зикрр');
    await expect.poll(() => shown(page)).toEqual(ZEEKR);
    await expect(page.getByText(didYouMean)).toBeVisible();

    // A correct name asks nothing.
    await search(page, 'Zeekr');
    await expect.poll(() => shown(page)).toEqual(ZEEKR);
    await expect(page.getByText(didYouMean)).toHaveCount(0);
  });
}
