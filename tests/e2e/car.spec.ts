/**
 * The car page (issues 9 and 23): its heading content in the pre-rendered HTML, the gallery,
 * the video on request only, the comparison and the offers in their panels, in both
 * languages; on a desktop no action bar; the printed sheet; and one quick pass over a car
 * page of each maker and powertrain. The phone's first screen, action bar and panels are in
 * car-mobile.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { getCompany, getOffers } from '../../content/index.js';
import { loadStrings } from '../../locales/index.js';
import { CAR_ACTIONS_ID } from '../../src/features/car/components/car-page-parts.js';
import { PENDING_SECTION_ATTRIBUTE } from '../../src/features/car/components/on-demand-section.js';
import { createI18n } from '../../src/i18n/index.js';
import {
  choosableOffers,
  conditionalExtras,
  defaultOffer,
  discountSummary,
  isConditional,
  liveOffers,
  minskDate,
  offerAmount,
} from '../../src/lib/calculators/offers.js';
import { formatByn, formatPayment, formatUsd, usdToByn } from '../../src/lib/format.js';
import { paths } from '../../src/lib/paths.js';
import type { Lang } from '../../shared/lang.js';
import { CAR_SAMPLE, CARS, expect, paymentInRoubles, SITE_PAGES, test, waitForHydration } from './fixtures.js';

// Prices, stock, the rate and the offers are the staff's (spec item 42): what a page must show is worked out from them.
const RATE = getCompany().usdToByn;
const carBySlug = (slug: string) => CARS.find((car) => car.slug === slug)!;
const YOU = carBySlug('zeekr-001-you');
/** A car's price in BYN as a page writes it. */
const bynOf = (usd: number, lang: Lang) => formatByn(usdToByn(usd, RATE), lang);
/** A text as an accessible name reads it (no-break spaces as spaces), whole. */
const wholeName = (text: string) => {
  const escaped = text.replace(/[.*+?^$()|[\]{}\\]/g, (char) => `\\${char}`);
  return new RegExp(`^${escaped.replace(/[\s\u00a0]+/g, '\\s')}$`);
};

/** What axe finds wrong inside one part of the page (none expected). */
async function axeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens a panel of the car page by its title, and waits for its section to load. */
async function openPanel(page: Page, title: string) {
  const panel = page.getByRole('region', { name: title });
  await panel.getByRole('button', { name: title }).click();
  await expect(panel.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.locator(`[${PENDING_SECTION_ATTRIBUTE}]`)).toHaveCount(0);
  return panel;
}

test('a car page shows the car in its language, with its figures and their sources', async ({ page }) => {
  await page.goto('/en/cars/zeekr-001-you');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zeekr 001 YOU');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('HomeCatalogueZeekr 001 YOU');
  const key = page.getByRole('definition').filter({ hasText: '705' }).first();
  await expect(key).toContainText('705 km on the CLTC cycle');
  await expect(page.getByText(bynOf(YOU.priceUSD, 'en')).first()).toBeVisible();
  // The detailed specs are a closed panel until asked for; the sources close them.
  const all = page.getByRole('region', { name: 'All specifications' });
  await expect(all.getByText('Top speed', { exact: true })).toBeHidden();
  await all.getByRole('button', { name: 'All specifications' }).click();
  await expect(all.getByText('Top speed', { exact: true })).toBeVisible();
  // A figure nobody could source says so instead of showing a number.
  await expect(all).toContainText('not confirmed');
  const sources = page.getByRole('region', { name: 'Where these figures come from' });
  await expect(sources.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  await expect(sources).toContainText('checked 23 November 2026');
});

const SU7_MAX = carBySlug('xiaomi-su7-max');
for (const [path, name, byn, usd, range] of [
  ['/cars/xiaomi-su7-max', 'Xiaomi SU7 Max', bynOf(SU7_MAX.priceUSD, 'ru'), formatUsd(SU7_MAX.priceUSD, 'ru'), 'Запас хода'],
  ['/en/cars/xiaomi-su7-max', 'Xiaomi SU7 Max', bynOf(SU7_MAX.priceUSD, 'en'), formatUsd(SU7_MAX.priceUSD, 'en'), 'Range'],
] as const) {
  test(`${path}: name, price in BYN and USD and the key specs are in the static HTML`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const text = html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, '\u00a0');
    expect(text).toContain(name);
    expect(text).toContain(byn);
    expect(text).toContain(usd);
    expect(text).toContain(range);
  });
}

test('the gallery wraps both ways, by button, by arrow key and from its thumbnails (RU)', async ({ page }) => {
  await page.goto('/cars/zeekr-001-you');
  await waitForHydration(page);
  const gallery = page.getByRole('region', { name: 'Изображения: Zeekr 001 YOU' });
  const counter = gallery.getByText(/^\d \/ 8$/);
  await expect(counter).toHaveText('1 / 8');
  await gallery.getByRole('button', { name: 'Предыдущее изображение' }).click();
  await expect(counter).toHaveText('8 / 8');
  await gallery.getByRole('button', { name: 'Следующее изображение' }).click();
  await expect(counter).toHaveText('1 / 8');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('8 / 8');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 8');
  await gallery.getByRole('button', { name: /^Показать изображение 5:/ }).click();
  await expect(counter).toHaveText('5 / 8');
  await expect(gallery.getByRole('img').first()).toHaveAttribute('alt', /^Zeekr 001 YOU: /);
});

test('the video player loads only after a click, and a car without a chosen video has no video block (issue 24)', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
  });
  await page.goto('/en/cars/zeekr-001-you');
  await waitForHydration(page);
  expect(thirdParty).toEqual([]);
  expect(await page.locator('iframe').count()).toBe(0);
  // The player's own requests to YouTube fail here (no network): route them to nothing.
  await page.route(/youtube/, (route) => route.fulfill({ status: 204, body: '' }));
  await page.getByRole('button', { name: /Watch a video of the Zeekr 001 YOU/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Video: Zeekr 001 YOU' });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/BYQKNkMKw5k/);
  await dialog.getByRole('button', { name: 'Close the video' }).click();
  await expect(dialog).toBeHidden();

  // The first car of the content without a video: no preview, no note, nothing that links to YouTube.
  // (Were every car given one, tests/components/car-video.test.tsx still renders a page without.)
  const noVideo = CARS.find((car) => !car.video);
  if (noVideo) {
    await page.goto(`/cars/${noVideo.slug}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(noVideo.name);
    await expect(page.getByRole('button', { name: /Смотреть видео/ })).toHaveCount(0);
    await expect(page.locator('main a[href*="youtube"], main a[href*="youtu.be"], iframe')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/YouTube|видеообзор/);
  }
});

test('the comparison shows similar cars, then the cars chosen, and disables further boxes at 3', async ({ page }) => {
  await page.goto('/en/cars/zeekr-001-you');
  await waitForHydration(page);
  const section = await openPanel(page, 'Compare specifications');
  const table = section.getByRole('table');
  await expect(table).toContainText('Zeekr 001 YOU and similar cars');
  await section.getByRole('checkbox', { name: 'Avatr 06 EV' }).check();
  await section.getByRole('checkbox', { name: 'Lixiang L9 Ultra' }).check();
  await section.getByRole('checkbox', { name: 'Xiaomi SU7 Ultra' }).check();
  await expect(section.getByText('3 of 3 chosen')).toBeVisible();
  await expect(section.getByRole('checkbox', { name: 'Zeekr 7X RWD' })).toBeDisabled();
  await expect(section.getByRole('checkbox', { name: 'Avatr 06 EV' })).toBeEnabled();
  await expect(table.getByRole('columnheader')).toHaveText(['Zeekr 001 YOU', 'Avatr 06 EV', 'Lixiang L9 Ultra', 'Xiaomi SU7 Ultra']);
  // The best value of a row is said in words, not by colour alone.
  await expect(table.getByRole('row', { name: /^Price/ })).toContainText('best');
  await section.getByRole('checkbox', { name: 'Avatr 06 EV' }).uncheck();
  await expect(section.getByRole('checkbox', { name: 'Zeekr 7X RWD' })).toBeEnabled();
  await section.getByRole('button', { name: 'Show all specifications' }).click();
  await expect(table.getByRole('rowheader', { name: 'Wheelbase' })).toBeVisible();
});

// Zeekr 001 YOU with the offers live today (at launch, at 63 900 USD and 3 BYN: early booking −3 000 → 60 900 USD
// (182 700 BYN); with a car traded in −2 000 more → 58 900 USD (176 700 BYN); for companies 5 % → 60 705 USD
// (182 115 BYN)). Which offers, their sums, titles and dates are the staff's: the offer the page starts with is the
// one every buyer gets (early booking while it runs), the bonus that comes with it on a condition, and an offer
// with a condition of its own.
const LIVE = liveOffers(getOffers(), minskDate(new Date()));
const PICKED = LIVE.find((offer) => offer.id === defaultOffer(LIVE));
const EXTRA = PICKED && conditionalExtras(LIVE, PICKED.id)[0];
const CONDITIONAL = choosableOffers(LIVE).find((offer) => isConditional(offer) && offer.id !== PICKED?.id);
for (const lang of ['ru', 'en'] as const) {
  const t = createI18n(lang, loadStrings(lang, ['car'])).getFixedT(lang, 'car') as unknown as (key: string, values?: object) => string;
  const title = t('offers.title');
  const final = t('offers.final');
  const finalIf = t('offers.finalIf');
  /** The summary's final price with these offers applied: BYN, then USD. */
  const priced = (...applied: NonNullable<typeof PICKED>[]) => {
    const { finalUsd } = discountSummary(applied, YOU.priceUSD);
    return `${bynOf(finalUsd, lang)} (${formatUsd(finalUsd, lang)})`;
  };
  const path = paths.car(lang, YOU.slug);
  test(`${path}: early booking is counted alone, the trade-in bonus only once the buyer says a car is traded in, and a conditional offer says whom it is for`, async ({
    page,
  }) => {
    expect(PICKED, 'an offer every buyer gets is live today').toBeDefined();
    const picked = PICKED!;
    await page.goto(path);
    await waitForHydration(page);
    const headline = await page.getByRole('region', { name: title }).getByRole('button', { name: title }).getAttribute('aria-describedby');
    // The closed panel's headline counts the offer every buyer gets only.
    await expect(page.locator(`#${headline}`)).toContainText(bynOf(discountSummary([picked], YOU.priceUSD).finalUsd, lang));
    const section = await openPanel(page, title);
    await expect(section.getByRole('radio', { name: picked.title[lang] })).toBeChecked();
    const summary = section.getByRole('definition').last();
    await expect(summary).toHaveText(priced(picked));
    await expect(section.getByRole('term').last()).toHaveText(final);
    if (EXTRA) {
      const amount = formatUsd(offerAmount(EXTRA, YOU.priceUSD), lang);
      const bonus = section.getByRole('checkbox', {
        name: wholeName(t('offers.extra', { title: EXTRA.title[lang], amount, condition: EXTRA.condition![lang] })),
      });
      await expect(bonus).not.toBeChecked();
      await bonus.check();
      await expect(summary).toHaveText(priced(picked, EXTRA));
      await expect(section.getByRole('term').last()).toHaveText(finalIf);
      expect(await axeViolations(page, '#offers')).toEqual([]);
      await bonus.uncheck();
      await expect(summary).toHaveText(priced(picked));
    } else expect(await axeViolations(page, '#offers')).toEqual([]);
    if (CONDITIONAL) {
      await section.getByRole('radio', { name: CONDITIONAL.title[lang] }).check();
      await expect(summary).toHaveText(priced(CONDITIONAL));
      await expect(section.getByRole('checkbox')).toHaveCount(0);
      // The condition is on the offer's card and beside its line in the summary.
      await expect(
        section.getByRole('term').filter({ hasText: t('offers.only', { condition: CONDITIONAL.condition![lang] }) }),
      ).toHaveCount(1);
      await expect(section.getByRole('term').last()).toHaveText(finalIf);
    }
  });
}

// A family that needs six seats: the L8 Pro's suggestions and its comparison are the other six-seaters of the catalogue.
for (const { path, alsoLike, compare } of [
  { path: '/cars/lixiang-l8-pro', alsoLike: 'Посмотрите также', compare: 'Сравнение характеристик' },
  { path: '/en/cars/lixiang-l8-pro', alsoLike: 'You might also like', compare: 'Compare specifications' },
]) {
  test(`${path}: a six-seater suggests and is compared with six-seaters`, async ({ page }) => {
    const l8 = CARS.find((car) => car.slug === 'lixiang-l8-pro')!;
    const sixSeaters = CARS.filter((car) => car.specs.seats === l8.specs.seats && car.id !== l8.id).map((car) => car.name);
    expect(sixSeaters.length).toBeGreaterThan(0);
    await page.goto(path);
    await waitForHydration(page);
    // Up to three, whichever six-seaters the catalogue has (at launch the L8 Max, L9 Pro and L9 Ultra).
    const shown = Math.min(3, sixSeaters.length);
    const suggestions = page.getByRole('region', { name: alsoLike }).getByRole('heading', { level: 3 });
    await expect(suggestions).toHaveCount(shown);
    expect(sixSeaters).toEqual(expect.arrayContaining(await suggestions.allTextContents()));
    const section = await openPanel(page, compare);
    const columns = section.getByRole('table').getByRole('columnheader');
    await expect(columns).toHaveCount(1 + shown);
    await expect(columns.first()).toHaveText(l8.name);
    expect(sixSeaters).toEqual(expect.arrayContaining((await columns.allTextContents()).slice(1)));
  });
}

// While the down payment is beyond its limits, no figure of the payment before stays on screen, in any language.
for (const { path, leasing, down, monthly, fix, at20, at30 } of [
  {
    path: '/cars/lixiang-l8-pro',
    leasing: 'Калькулятор лизинга',
    down: /^Первый взнос/,
    monthly: 'Ежемесячный платёж',
    fix: 'Исправьте поле «Первый взнос», чтобы увидеть расчёт.',
    at20: 'при взносе 20\u00a0% на 60\u00a0мес.',
    at30: 'при взносе 30\u00a0% на 60\u00a0мес.',
  },
  {
    path: '/en/cars/lixiang-l8-pro',
    leasing: 'Leasing calculator',
    down: /^Deposit/,
    monthly: 'Monthly payment',
    fix: 'Correct the “Deposit” field to see the figures.',
    at20: 'with 20% down over 60 months',
    at30: 'with 30% down over 60 months',
  },
]) {
  test(`${path}: a 70 % down payment shows no payment but asks for the field to be corrected`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const section = await openPanel(page, leasing);
    const results = section.getByRole('definition');
    await expect(results.first()).toHaveText(/\d/);
    await section.getByRole('textbox', { name: down }).fill('70');
    await expect(section.getByText(fix)).toBeVisible();
    await expect(section.getByRole('term').first()).toHaveText(monthly);
    const count = await results.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < count; i += 1) await expect(results.nth(i)).toHaveText('—');
    expect(await axeViolations(page, '#leasing')).toEqual([]);
    // The closed panel's headline keeps its stated assumptions while the field is wrong…
    const headline = section.locator(`#${await section.getByRole('button', { name: leasing }).getAttribute('aria-describedby')}`);
    await expect(headline).toContainText(at20);
    await section.getByRole('textbox', { name: down }).fill('30');
    await expect(section.getByText(fix)).toBeHidden();
    await expect(results.first()).toHaveText(/\d/);
    // … and follows the buyer's figures once they are valid.
    await expect(headline).toContainText(at30);
    const payment = paymentInRoubles((await results.first().textContent())!).replace(/\s/g, ' ');
    expect((await headline.textContent())!.replace(/\s/g, ' ')).toContain(payment);
  });
}

test('the calculators answer in the page language and keep what was typed when it is wrong (EN)', async ({ page }) => {
  await page.goto('/en/cars/zeekr-001-you');
  await waitForHydration(page);
  const leasing = await openPanel(page, 'Leasing calculator');
  const term = leasing.getByRole('textbox', { name: /^Term/ });
  await term.fill('12');
  await leasing.getByRole('textbox', { name: /^Deposit/ }).fill('0');
  await leasing.getByRole('textbox', { name: /^Interest rate/ }).fill('0');
  // Its BYN price over 12 months at 0 % (at launch 191,700 BYN: 15,975 a month).
  await expect(leasing.getByRole('definition').first()).toHaveText(formatPayment(usdToByn(YOU.priceUSD, RATE) / 12, 'en'));
  await term.fill('120');
  await expect(leasing.getByText('This number is outside the limits. From 12 to 84 months.')).toBeVisible();
  await expect(term).toHaveValue('120');
  await expect(term).toHaveAttribute('aria-invalid', 'true');

  const range = await openPanel(page, 'Range estimate');
  // 705 km CLTC → 564 km WLTP; winter ×0.7 → 395 km.
  await expect(range.getByRole('row', { name: /Winter/ })).toContainText('395 km');
  // Its link opens the range tool set for the example it names in full: Minsk–Brest in winter, with the family (walk 17).
  await range.getByRole('link', { name: /Work it out for your trip/ }).click();
  await expect(page).toHaveURL(/\/en\/information\/range-conditions\?car=zeekr-001-you&season=winter&road=highway&load=full&trip=350$/);
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: /Every seat and luggage/ })).toBeChecked();
  await expect(page.getByLabel(/Trip length/)).toHaveValue('350');
});

test('the catalogue card leads to its car page, whose enquiry names the car', async ({ page }) => {
  await page.goto('/catalog');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Подробнее о Xiaomi SU7 Ultra' }).click();
  await expect(page).toHaveURL(/\/cars\/xiaomi-su7-ultra$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xiaomi SU7 Ultra');
  await expect(page).toHaveTitle(new RegExp(`^Xiaomi SU7 Ultra\u00a0— цена ${bynOf(carBySlug('xiaomi-su7-ultra').priceUSD, 'ru')}`));
  await page.getByRole('button', { name: 'Запросить информацию' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Запрос о Xiaomi SU7 Ultra' })).toBeVisible();
});

test('the language switch keeps the car', async ({ page }) => {
  await page.goto('/cars/lixiang-l9-ultra');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/cars\/lixiang-l9-ultra$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lixiang L9 Ultra');
  // The car's own note, in English now (its wording is the content's).
  const note = CARS.find((car) => car.slug === 'lixiang-l9-ultra')!.nameNote!.en;
  await expect(page.getByText(note.split(/[.:]/)[0]!)).toBeVisible();
});

test('there is a car page for each car in each language', () => {
  for (const lang of ['ru', 'en'] as const)
    expect(
      SITE_PAGES.filter((sitePage) => sitePage.name === 'car' && sitePage.lang === lang)
        .map((sitePage) => sitePage.path)
        .sort(),
    ).toEqual(CARS.map((car) => paths.car(lang, car.slug)).sort());
});

// A sample: every maker and powertrain in both languages. Each car's own HTML, head and
// route data are checked on the built files for every car (build-output.spec.ts).
for (const car of CAR_SAMPLE) {
  test(`${car.path} opens and loads all its panels without an error`, async ({ page }) => {
    await page.goto(car.path);
    await waitForHydration(page);
    // Opening a panel fetches its section's code.
    const toggles = page.getByRole('main').locator('h2 > button[aria-expanded="false"]');
    const count = await toggles.count();
    expect(count).toBeGreaterThanOrEqual(9);
    for (let i = 0; i < count; i += 1) await toggles.first().click();
    await expect(page.getByRole('main').locator('h2 > button[aria-expanded="true"]')).toHaveCount(count);
    await expect(page.locator(`[${PENDING_SECTION_ATTRIBUTE}]`)).toHaveCount(0);
  });
}

test('on a desktop the heading shows both actions on the first screen and no action bar comes up', async ({ page }) => {
  await page.goto('/en/cars/zeekr-001-you');
  await waitForHydration(page);
  const actions = page.locator(`#${CAR_ACTIONS_ID}`);
  await expect(actions.getByRole('button', { name: 'Request information' })).toBeInViewport();
  await expect(actions.getByRole('link', { name: 'Call now' })).toBeInViewport();
  const bar = page.getByRole('region', { name: 'Contact us' });
  for (const y of [0, 1200, 2400]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(bar, `scrolled to ${y}`).toBeHidden();
  }
});

// The hybrid and the electric car with the most sources (the longest sheets), in each language.
const mostSources = (type: 'hybrid' | 'electric') =>
  CARS.filter((car) => car.specs.type === type).reduce((most, car) => (car.sources.length > most.sources.length ? car : most));
const PRINTED = [
  { lang: 'ru', car: mostSources('hybrid'), details: 'Все характеристики', topSpeed: 'Максимальная скорость' },
  { lang: 'en', car: mostSources('electric'), details: 'All specifications', topSpeed: 'Top speed' },
  { lang: 'en', car: mostSources('hybrid'), details: 'All specifications', topSpeed: 'Top speed' },
  { lang: 'ru', car: mostSources('electric'), details: 'Все характеристики', topSpeed: 'Максимальная скорость' },
] as const;

for (const { lang, car, details, topSpeed } of PRINTED) {
  test(`${paths.car(lang, car.slug)} prints every spec group with its sources, without the gallery's counter, bars or buttons, on at most 2 A4 pages`, async ({
    page,
  }) => {
    await page.goto(paths.car(lang, car.slug));
    await waitForHydration(page);
    // A calculator opened on screen stays off the paper.
    await openPanel(page, lang === 'ru' ? 'Калькулятор лизинга' : 'Leasing calculator');
    await page.emulateMedia({ media: 'print' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(car.name);
    // The key specs, then the detailed ones (closed on screen) with their sources.
    await expect(main.getByRole('region', { name: lang === 'ru' ? 'Основные характеристики' : 'Key specifications' })).toBeVisible();
    const all = main.getByRole('region', { name: details });
    await expect(all.getByText(topSpeed, { exact: true })).toBeVisible();
    await expect(all.getByRole('list').last().getByRole('link')).toHaveCount(car.sources.length);
    await expect(all.getByRole('link').last()).toBeVisible();
    // No counter, thumbnails, action bar or calculators; the only button left is the detailed specs' title, as text.
    await expect(main.getByText(/^\d+ \/ \d+$/)).toBeHidden();
    await expect(main.getByRole('button', { name: /^(Показать изображение|Show picture) 2/ })).toBeHidden();
    await expect(page.locator('[data-bottom-bar]')).toBeHidden();
    await expect(main.locator('input:visible, select:visible, textarea:visible')).toHaveCount(0);
    await expect(page.locator('button:visible:not([data-print="text"])')).toHaveCount(0);
    await expect(page.locator('[data-print="only"]')).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
  });
}

// The parts every car page shares (the shell, the strings, the offers and tariffs) came with the
// first page (src/lib/shared-route-data.ts): the next car asks only for its own data.
test('from one car to another, the browser asks only for the next car’s own data, and the money sections work', async ({ page }) => {
  await page.goto('/cars/lixiang-l8-pro');
  await waitForHydration(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(static-loader-data\/|assets\/route-data-)/.test(pathname)) asked.push(pathname);
  });
  await page
    .getByRole('region', { name: 'Посмотрите также' })
    .getByRole('link', { name: /Lixiang L8 Max/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cars\/lixiang-l8-max$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lixiang L8 Max');
  const leasing = await openPanel(page, 'Калькулятор лизинга');
  await expect(leasing.getByText('Ежемесячный платёж')).toBeVisible();
  expect(asked).toEqual([expect.stringMatching(/^\/static-loader-data\/cars\/lixiang-l8-max\.\w+\.json$/)]);
});

// A closed calculator's headline is what it says when opened: the buyer's figures, not the defaults (walk of issue 26).
// A hybrid whose generator's consumption is sourced: its calculators count petrol too.
test('each calculator’s headline follows the buyer’s figures: charging, fuel and ownership', async ({ page }) => {
  const hybrid = CARS.find(
    (car) => car.specs.type === 'hybrid' && car.specs.fuelConsumption !== undefined && car.specs.battery !== undefined,
  )!;
  await page.goto(`/cars/${hybrid.slug}`);
  await waitForHydration(page);
  const headlineOf = async (panel: Locator, title: string) =>
    panel.locator(`#${await panel.getByRole('button', { name: title }).getAttribute('aria-describedby')}`);
  const spaced = async (locator: Locator) => (await locator.textContent())!.replace(/\s/g, ' ');

  const charging = await openPanel(page, 'Время зарядки');
  await charging.getByRole('radio', { name: /Бытовая розетка/ }).check();
  await expect(await headlineOf(charging, 'Время зарядки')).toContainText('Бытовая розетка');

  const fuelTitle = 'Экономия на топливе';
  const fuel = await openPanel(page, fuelTitle);
  await fuel.getByRole('textbox', { name: /^Расход бензинового автомобиля/ }).fill('10');
  const fuelHeadline = await headlineOf(fuel, fuelTitle);
  await expect(fuelHeadline).toContainText('10\u00a0л');
  const saved = fuel
    .getByRole('term')
    .filter({ hasText: /^Экономия за год$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect.poll(async () => (await spaced(fuelHeadline)).includes(await spaced(saved))).toBe(true);

  const ownership = await openPanel(page, 'Стоимость владения');
  await ownership.getByRole('textbox', { name: /^Пробег в год/ }).fill('30000');
  const total = ownership
    .getByRole('term')
    .filter({ hasText: /^Итого за/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect.poll(async () => (await spaced(await headlineOf(ownership, 'Стоимость владения'))).includes(await spaced(total))).toBe(true);
  // An error after a unit's abbreviation ends with one point.
  const leasing = await openPanel(page, 'Калькулятор лизинга');
  await leasing.getByRole('textbox', { name: /^Срок/ }).fill('5');
  await expect(leasing.getByText(/^Число вне допустимых пределов\. От 12 до 84 мес\.$/)).toBeVisible();
});
