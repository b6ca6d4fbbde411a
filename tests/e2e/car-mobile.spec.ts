/**
 * The car page on a phone (issue 23), in both languages, on a range-extender hybrid and an
 * electric car: the first screen holds the name, the price, the stock badge and both
 * actions; an action bar comes up once they have scrolled away and never covers the end of
 * the page or the footer; every section below is a closed panel that says its result and
 * opens from the keyboard; with every panel closed the page is at most 8 screens.
 * (The mobile project: a phone's touch and user agent, at 390 × 844 px.)
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { getCompany, type Car } from '../../content/index.js';
import { loadStrings } from '../../locales/index.js';
import { theme } from '../../src/styles/theme.js';
import { PENDING_SECTION_ATTRIBUTE } from '../../src/features/car/components/on-demand-section.js';
import { CAR_ACTIONS_ID } from '../../src/features/car/components/car-page-parts.js';
import { createI18n } from '../../src/i18n/index.js';
import { formatByn, formatUsd, usdToByn } from '../../src/lib/format.js';
import { paths } from '../../src/lib/paths.js';
import type { Lang } from '../../shared/lang.js';
import { CAR_SAMPLE, CARS, expect, paymentInRoubles, test, waitForHydration } from './fixtures.js';

const PHONE = { width: 390, height: 844 };
const MAX_SCREENS = 8;
const HEADER = parseInt(theme.layout.headerHeight, 10);

test.use({ viewport: PHONE });

const strings = (lang: Lang) => {
  const i18n = createI18n(lang, loadStrings(lang, ['common', 'car', 'enquiry']));
  return { t: i18n.getFixedT(lang, 'car'), tc: i18n.getFixedT(lang, 'common'), te: i18n.getFixedT(lang, 'enquiry') };
};

const HYBRID = CARS.find((car) => car.specs.type === 'hybrid')!;
const ELECTRIC = CARS.find((car) => car.specs.type === 'electric')!;
const CASES: { lang: Lang; car: Car }[] = [
  { lang: 'ru', car: HYBRID },
  { lang: 'en', car: ELECTRIC },
  { lang: 'en', car: HYBRID },
  { lang: 'ru', car: ELECTRIC },
];

/** Where an element is, relative to the screen. */
const boxOf = async (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return { top, bottom };
  });

const scrollTo = (page: Page, y: number) =>
  page.evaluate(async (top) => {
    window.scrollTo(0, top);
    // Two frames: the observers report, React renders, the bar moves.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);

for (const { lang, car } of CASES) {
  const path = paths.car(lang, car.slug);
  const { t, tc, te } = strings(lang);

  test(`${path}: the first screen holds the name, the price, the stock badge and both actions`, async ({ page }) => {
    for (const height of [PHONE.height, 700]) {
      await page.setViewportSize({ width: PHONE.width, height });
      await page.goto(path);
      await waitForHydration(page);
      const main = page.getByRole('main');
      const actions = page.locator(`#${CAR_ACTIONS_ID}`);
      for (const [what, locator] of [
        ['name', main.getByRole('heading', { level: 1, name: car.name })],
        // The heading's (a suggested car further down may cost the same).
        ['price in BYN', main.getByText(formatByn(usdToByn(car.priceUSD, getCompany().usdToByn), lang), { exact: true }).first()],
        ['price in USD', main.getByText(formatUsd(car.priceUSD, lang), { exact: true }).first()],
        ['stock badge', main.getByText(car.inStock ? tc('car.inStock') : tc('car.preorder'), { exact: true }).first()],
        ['enquiry', actions.getByRole('button', { name: tc('car.requestInfo') })],
        ['call', actions.getByRole('link', { name: t('call') })],
      ] as const) {
        const box = (await locator.boundingBox())!;
        expect(box, `${what} at 390 × ${height}`).not.toBeNull();
        expect(box.y, `${what} at 390 × ${height}`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${what} at 390 × ${height}`).toBeLessThanOrEqual(height);
      }
      await expect(actions.getByRole('link', { name: t('call') })).toHaveAttribute('href', /^tel:\+\d+$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'sideways scroll').toBe(0);
    }
  });

  test(`${path}: the action bar comes up once the first actions have gone, and never covers the end of the page or the footer`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: t('actionBar.label') });
    // Shifts from here on are the bar's doing (the page has loaded and hydrated).
    await page.evaluate(() => {
      const shifts: string[] = [];
      // Each shift with what moved, so a failure says which element it was.
      new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => {
          const shift = entry as unknown as { value: number; sources: { node?: Node }[] };
          const moved = shift.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80));
          shifts.push(`${shift.value.toFixed(5)}: ${moved.join(' | ')}`);
        }),
      ).observe({ type: 'layout-shift' });
      (window as unknown as { shifts: string[] }).shifts = shifts;
    });
    await expect(bar).toBeHidden();

    await test.step('up once the heading’s actions are under the header, down again above them', async () => {
      const actions = await boxOf(page, `#${CAR_ACTIONS_ID}`);
      await scrollTo(page, actions.top - HEADER - 40);
      await expect(bar).toBeHidden();
      await scrollTo(page, actions.bottom - HEADER + 8);
      await expect(bar).toBeVisible();
      // Nothing reads it out as it comes and goes.
      await expect(bar).not.toHaveAttribute('aria-live');
      await expect(bar.locator('[aria-live]')).toHaveCount(0);
      await expect(bar.getByRole('link', { name: t('call') })).toHaveAttribute('href', /^tel:\+\d+$/);
      const messenger = bar.getByRole('link', { name: te('messengers.opensIn', { name: te('messengers.telegram') }) });
      await expect(messenger).toHaveAttribute('href', new RegExp(`^https://t\\.me/.+text=.*${encodeURIComponent(car.name)}`));
      await scrollTo(page, 0);
      await expect(bar).toBeHidden();
    });

    await test.step('the end of the page scrolls clear of it, and it is gone while the footer is in view', async () => {
      const footer = page.getByRole('contentinfo');
      const footerTop = await footer.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      // The footer just below the screen: the bar is up, and the last thing above the footer sits above the bar.
      await scrollTo(page, footerTop - PHONE.height - 2);
      await expect(bar).toBeVisible();
      const barTop = (await bar.boundingBox())!.y;
      const last = page.getByRole('link', { name: t('viewAll') });
      const lastBox = (await last.boundingBox())!;
      expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barTop);
      for (const y of [footerTop - PHONE.height + 40, footerTop - PHONE.height / 2, footerTop]) {
        await scrollTo(page, y);
        await expect(bar, `scrolled to ${y}`).toBeHidden();
      }
      await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
      await expect(bar).toBeHidden();
      await expect(footer.getByRole('link').last()).toBeInViewport();
    });

    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), 'layout shifts').toEqual([]);
  });

  test(`${path}: every section is a closed panel saying its result, and opens from the keyboard`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const toggles = page.getByRole('main').locator('h2 > button[aria-expanded]');
    const count = await toggles.count();
    expect(count).toBeGreaterThanOrEqual(9);
    for (let i = 0; i < count; i += 1) {
      const toggle = toggles.nth(i);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // The headline is the button's description, visible under the title.
      const headline = page.locator(`#${await toggle.getAttribute('aria-describedby')}`);
      await expect(headline).toBeVisible();
      await expect(headline).toHaveText(/\S{3,}/);
      await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeHidden();
    }

    const leasing = page.getByRole('region', { name: t('leasing.title') });
    const toggle = leasing.getByRole('button', { name: t('leasing.title') });
    const headline = await leasing.locator(`#${await toggle.getAttribute('aria-describedby')}`).textContent();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[${PENDING_SECTION_ATTRIBUTE}]`)).toHaveCount(0);
    await expect(leasing.getByRole('textbox', { name: new RegExp(`^${t('leasing.term')}`) })).toBeVisible();
    // The headline quotes what the calculator opens with: its monthly payment.
    const monthly = await leasing.getByRole('definition').first().textContent();
    expect(headline).toContain(paymentInRoubles(monthly!));
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(leasing.getByRole('textbox', { name: new RegExp(`^${t('leasing.term')}`) })).toBeHidden();
  });
}

test('with the action bar up and a panel open, the phone car page has no accessibility violations', async ({ page }) => {
  const { t } = strings('ru');
  await page.goto(paths.car('ru', HYBRID.slug));
  await waitForHydration(page);
  await page.getByRole('button', { name: t('charging.title') }).click();
  await expect(page.locator(`[${PENDING_SECTION_ATTRIBUTE}]`)).toHaveCount(0);
  await scrollTo(page, (await boxOf(page, `#${CAR_ACTIONS_ID}`)).bottom + 200);
  await expect(page.getByRole('region', { name: t('actionBar.label') })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

// One car of each maker and powertrain, in each language.
for (const sample of CAR_SAMPLE) {
  test(`${sample.path}: with every panel closed the page is at most ${MAX_SCREENS} phone screens`, async ({ page }) => {
    await page.goto(sample.path);
    await waitForHydration(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(MAX_SCREENS * PHONE.height);
  });
}
