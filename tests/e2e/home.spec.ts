import { getCompany, getNeeds, getServices } from '../../content/index.js';
import { formatNumber } from '../../src/lib/format.js';
import { createI18n } from '../../src/i18n/index.js';
import { loadStrings } from '../../locales/index.js';
import { offeredNeeds } from '../../src/lib/needs.js';
import { catalogResultsHref, paths } from '../../src/lib/paths.js';
import { CARS, catalogStrings, expect, test, waitForHydration } from './fixtures.js';

test('after the hero, the needs lead to the filtered catalogue and the brands to their pages, before the featured cars', async ({
  page,
}) => {
  const needs = offeredNeeds(getNeeds(), CARS);
  await page.goto('/en');
  const find = page.getByRole('region', { name: 'Find your car' });
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids.slice(0, 3)).toEqual(['home', 'find', 'our-vehicles']);
  const needLinks = find.getByRole('list', { name: 'What matters to you' }).getByRole('link');
  await expect(needLinks).toHaveCount(needs.length);
  for (const [index, need] of needs.entries()) {
    await expect(needLinks.nth(index)).toHaveAttribute('href', catalogResultsHref('en', need.query));
    await expect(needLinks.nth(index)).toContainText(String(need.count));
  }
  await expect(needLinks.filter({ hasText: 'Up to $60,000' })).toHaveAttribute('href', '/en/catalog?max=60000#found');
  const makers = [...new Set(CARS.map((car) => car.manufacturer))];
  await expect(find.getByRole('list', { name: 'Brands' }).getByRole('link')).toHaveCount(makers.length);
  await find
    .getByRole('list', { name: 'Brands' })
    .getByRole('link', { name: /^Zeekr/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${paths.brand('en', 'zeekr')}$`));
});

test('the home page shows 8 featured cars linking to their pages and a link to the catalogue', async ({ page }) => {
  await page.goto('/en');
  const section = page.locator('#our-vehicles');
  await expect(section.getByRole('article')).toHaveCount(8);
  await expect(section.getByRole('link', { name: /^View details of / }).first()).toHaveAttribute('href', /^\/en\/cars\/[a-z0-9-]+$/);
  await expect(section.getByRole('link', { name: 'View all vehicles' })).toHaveAttribute('href', '/en/catalog');
});

test('the services section links the three service pages and lists the five promises', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#services');
  for (const href of ['/financing', '/warranty', '/maintenance']) await expect(section.locator(`a[href="${href}"]`)).toHaveCount(1);
  // The warranty's terms as content/services.yaml gives them (staff may change them).
  const { battery } = getServices().warranty;
  const batteryKm = new RegExp(
    `гарантия\\s+(дилера\\s+)?на\\s+батарею\\s+—\\s+${battery.years}\\s+\\S+\\s+или\\s+${formatNumber(battery.km, 'ru').replace(/\s/g, '\\s')}\\s+км`,
    'i',
  );
  await expect(section.getByRole('listitem').filter({ hasText: batteryKm })).toHaveCount(1);
  await expect(section.locator('ul').last().getByRole('listitem')).toHaveCount(5);
});

test('FAQ items open independently', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const first = page.getByRole('button', { name: 'Are these cars suitable for Belarus?' });
  const second = page.getByRole('button', { name: 'What warranty do the car and the battery have?' });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'What warranty do the car and the battery have?' })).toContainText(
    `${formatNumber(getServices().warranty.battery.km, 'en')} km`,
  );
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Are these cars suitable for Belarus?' })).toBeHidden();
});

/**
 * The video's button and dialog names: a tour of the showroom, or what the video is when staff say it is not one
 * (content/company.yaml, tourVideo.title).
 */
function videoNames(lang: 'ru' | 'en') {
  const t = createI18n(lang, loadStrings(lang, ['home'])).getFixedT(lang, 'home');
  const title = getCompany().tourVideo.title?.[lang];
  return title
    ? { play: t('about.playFilm', { title }), dialog: t('about.filmTitle', { title }) }
    : { play: t('about.playVideo'), dialog: t('about.videoTitle') };
}

test('the tour video loads only when asked, in a dialog that traps focus and closes with Escape', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('#about').scrollIntoViewIfNeeded();
  expect(thirdParty).toEqual([]);

  const names = videoNames('ru');
  const play = page.getByRole('button', { name: names.play });
  await play.click();
  const dialog = page.getByRole('dialog', { name: names.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(dialog.getByRole('button', { name: 'Закрыть видео' })).toBeFocused();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () =>
        !!document.activeElement?.closest('dialog') ||
        document.activeElement?.tagName === 'IFRAME' ||
        document.activeElement === document.body,
    );
    expect(inside).toBe(true);
  }
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
  // The page is unlocked by the dialog's close event, which follows the Escape within a task.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('the video dialog closes with its button and with a click on the backdrop', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const names = videoNames('en');
  const play = page.getByRole('button', { name: names.play });
  await play.click();
  const dialog = page.getByRole('dialog', { name: names.dialog });
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
  await play.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

/** Every need chip carries its number of cars, the range too (it was once a bare sort): in both languages, it leads to that many. */
for (const { lang, label } of [
  { lang: 'ru', label: (km: number) => `На электричестве от ${km}\u00a0км` },
  { lang: 'en', label: (km: number) => `Electric range from ${km} km` },
] as const) {
  test(`the range chip counts its cars and the catalogue shows that many, longest first (${lang})`, async ({ page }) => {
    const range = offeredNeeds(getNeeds(), CARS).find((offered) => offered.need.kind === 'range')!;
    const minKm = range.need.kind === 'range' ? range.need.minKm : 0;
    await page.goto(paths.home(lang));
    await waitForHydration(page);
    const chip = page.locator('#find').getByRole('link', { name: new RegExp(`^${label(minKm).replace(/\s/g, '\\s')}`) });
    await expect(chip).toContainText(String(range.count));
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`range=${minKm}&sort=range#found$`));
    await waitForHydration(page);
    await expect(page.getByText(catalogStrings(lang)('results', { count: range.count }), { exact: true })).toBeVisible();
  });
}
