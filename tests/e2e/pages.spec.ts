import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { getBrandPages, getBrands } from '../../content/index.js';
import { SAMPLE_PAGES, escapeHtml, expect, expectedHead, test, waitForHydration } from './fixtures.js';
import { expectFitsEveryWidth, revealOnDemandSections, WIDTHS } from './layout-sweep.js';

/**
 * axe as one run inside the page: these pages have no frame from another origin (videos and
 * maps load on request), which is what the partial runs and the extra blank page are for.
 * Only violations are read, so axe keeps one node per rule of the other result kinds.
 */
const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

/** Every image has alt text (an empty one only inside a control named otherwise), a width and a height. */
async function imageProblems(page: Page) {
  const images = await page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => {
      // An empty alt is right only inside a control that is named otherwise (a thumbnail button, say).
      const control = img.closest('button, a');
      const namedControl = !!control && !!(control.getAttribute('aria-label') || control.textContent?.trim());
      return {
        src: img.getAttribute('src'),
        alt: img.getAttribute('alt') === '' && namedControl ? 'decorative in a named control' : img.getAttribute('alt'),
        w: img.getAttribute('width'),
        h: img.getAttribute('height'),
      };
    }),
  );
  expect(images.length).toBeGreaterThan(0);
  return images.filter((image) => !image.alt || !(image.w && image.h)).map((image) => image.src);
}

/** How many stops of Tab each page's check walks, into its content (the shell's own on the home page). */
const TAB_STOPS = 15;

/**
 * Walks the next `stops` stops of Tab and names those without a visible focus ring: an outline
 * (not none, not 0 px, not transparent) or a box-shadow ring (a spread), on the control or on
 * the card around it (a card's title link lights the whole card). Each stop is judged as focus
 * arrives there, in the page, so the walk is one key press per stop.
 */
async function focusWithoutRing(page: Page, stops: number): Promise<string[]> {
  await page.evaluate(() => {
    const ringed = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
      // A ring of box-shadow has a spread: "rgb(…) 0px 0px 0px 3px" (a card's shadow has none).
      const spread = (shadow: string) =>
        parseFloat(
          shadow
            .replace(/rgba?\([^)]*\)/g, '')
            .trim()
            .split(/\s+/)[3] ?? '0',
        );
      return outline || style.boxShadow.split(/,(?![^(]*\))/).some((shadow) => spread(shadow) > 0);
    };
    const missing: string[] = [];
    Object.assign(window, { focusWithoutRing: missing });
    document.addEventListener('focusin', ({ target }) => {
      const focused = target as Element;
      for (let element: Element | null = focused, level = 0; element && level < 4; level += 1, element = element.parentElement)
        if (ringed(element)) return;
      missing.push(`${focused.tagName.toLowerCase()} "${focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40)}"`);
    });
  });
  for (let stop = 0; stop < stops; stop += 1) await page.keyboard.press('Tab');
  return page.evaluate(() => (window as unknown as { focusWithoutRing: string[] }).focusWithoutRing);
}

for (const page of SAMPLE_PAGES) {
  test.describe(`${page.path} (${page.lang}, ${page.name})`, () => {
    test('is pre-rendered with its language, title, text and search metadata', async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = expectedHead(page);
      expect(html).toContain(`<html lang="${page.lang}"`);
      expect(html).toContain(`>${escapeHtml(head.title)}</title>`);
      expect(html).toContain(`name="description" content="${escapeHtml(head.description)}"`);
      expect(html).toMatch(/<h1[^>]*>[^<]{3,}<\/h1>/);
      expect(html).toMatch(/<link[^>]* rel="canonical" href="https?:\/\/[^"]+"/);
      for (const hreflang of ['ru', 'en', 'x-default']) expect(html).toContain(`hreflang="${hreflang}"`);
    });

    // One load for what needs the page in a browser; the head of every page is checked on the files (build-output.spec.ts).
    test(`hydrates without errors, shows the shell, sizes and names its images, has no accessibility violations, and fits every width from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({
      page: browser,
    }) => {
      // The catalogue's forty cards, checked at every width: 23-29 s on two busy cores (CI of 2026-12-07).
      test.slow(page.name === 'catalog');
      await browser.goto(page.path);
      await test.step('every image has alt text, width and height, before hydration', async () => {
        expect(await imageProblems(browser)).toEqual([]);
      });
      await waitForHydration(browser);
      await test.step('hydrates and shows the shell', async () => {
        await expect(browser.locator('html')).toHaveAttribute('lang', page.lang);
        await expect(browser).toHaveTitle(expectedHead(page).title);
        await expect(browser.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(browser.getByRole('banner')).toBeVisible();
        await expect(browser.getByRole('contentinfo')).toBeVisible();
      });
      await test.step('has no accessibility violations', async () => {
        const results = await axe(browser).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
      // One language is enough: both render the same components.
      if (page.lang === 'ru')
        await test.step(`shows where the focus is, on the first ${TAB_STOPS} stops of Tab in the content (and the shell's)`, async () => {
          // The shell is the same on every page: its stops are walked on the home page, from the top; elsewhere
          // the walk starts where the skip link leads, at the content.
          if (page.name !== 'home') {
            await browser.keyboard.press('Tab');
            await expect(browser.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
            await browser.keyboard.press('Enter');
            await expect(browser.getByRole('main')).toBeFocused();
          }
          expect(await focusWithoutRing(browser, page.name === 'home' ? 2 * TAB_STOPS : TAB_STOPS)).toEqual([]);
        });
      await test.step('with every section a visitor would scroll to, fits every width', async () => {
        await revealOnDemandSections(browser);
        await expectFitsEveryWidth(browser, page.path);
      });
    });
  });
}

test('the per-page test covers every kind of page of the page table, in both languages', () => {
  const kinds = new Set(SAMPLE_PAGES.map((page) => page.name));
  expect(SAMPLE_PAGES.length).toBe(kinds.size * 2);
  expect(SAMPLE_PAGES.map((page) => page.path)).toContain('/guides/charging-locations-minsk');
  expect(SAMPLE_PAGES.filter((page) => page.lang === 'en').length).toBe(SAMPLE_PAGES.length / 2);
});

test('the hero buttons scroll to the vehicles and the contacts', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Смотреть автомобили' }).click();
  await expect(page.locator('#our-vehicles')).toBeInViewport();
  await expect(page).toHaveURL(/#our-vehicles$/);
  await page.getByRole('link', { name: 'Связаться со специалистом' }).click();
  await expect(page.locator('#contacts')).toBeInViewport();
});

test('the header turns to glass after 10 px of scroll', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 200);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

test('back-to-top appears when scrolling back up past 500 px and takes the visitor to the top', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Наверх' });
  await expect(button).toHaveCount(0);
  // Two frames for the scroll to be seen before the next one.
  await page.evaluate(() => {
    window.scrollTo(0, 1500);
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await expect(button, 'not while reading on down').toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
  // The keyboard goes on from the start of the page: the brand link.
  await expect(page.getByRole('banner').getByRole('link', { name: 'ЭлектроМоторс — на главную' })).toBeFocused();
});

/**
 * What still moves on the page: elements (and their ::before and ::after) whose transition or
 * time-driven animation lasts longer than the reduced-motion rule's 0.01 ms, and animations of
 * the document's clock not finished by the next frame. (The comparison's row of names follows the scrolling
 * by an animation on a scroll timeline: that is not motion, and is left out.)
 */
function stillMoving(page: Page) {
  return page.evaluate(async () => {
    // On the next frame: an animation just begun has ended by then, one of 0.01 ms.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const lasts = (durations: string) => durations.split(',').some((duration) => parseFloat(duration) > 0.0001);
    const moving: string[] = [];
    for (const element of document.querySelectorAll('body *'))
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none' && style.animationTimeline === 'auto' && lasts(style.animationDuration);
        if (!lasts(style.transitionDuration) && !animated) continue;
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
        moving.push(`${element.tagName.toLowerCase()}${pseudo ?? ''} "${name}"`);
      }
    // By its timing (ms here), not its play state: on a busy machine a 0.01 ms animation begun in the last frame can still
    // read as running (a CI run saw four), though nothing moves.
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      const endless = timing?.iterations === Infinity;
      if (animation.timeline === document.timeline && animation.playState !== 'finished' && (endless || Number(timing?.duration) > 0.1))
        moving.push(`animation of ${(animation.effect as KeyframeEffect | null)?.target?.tagName.toLowerCase()}`);
    }
    return moving;
  });
}

/**
 * Clicks in the page, and reads where the page (or the row of the control) has scrolled on the
 * very next frame and half a second later: a smooth scroll is still on its way at the first.
 */
function scrollAfterClick(control: Locator, scroller: 'page' | 'row') {
  return control.evaluate(async (element, scroller) => {
    const at = () => (scroller === 'page' ? window.scrollY : element.closest('ul')!.scrollLeft);
    (element as HTMLElement).click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const nextFrame = at();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { nextFrame, settled: at() };
  }, scroller);
}

test('with reduced motion, scrolling jumps and nothing animates: the hero buttons, back-to-top, the thumbnails, the loading bar', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  expect(await stillMoving(page)).toEqual([]);
  const toContacts = await scrollAfterClick(page.getByRole('link', { name: 'Связаться со специалистом' }), 'page');
  expect(toContacts.settled).toBeGreaterThan(0);
  expect(toContacts.nextFrame, 'the hero button jumps').toBe(toContacts.settled);
  await page.evaluate(() => window.scrollTo(0, 900));
  const backToTop = await scrollAfterClick(page.getByRole('button', { name: 'Наверх' }), 'page');
  expect(backToTop, 'back-to-top jumps').toEqual({ nextFrame: 0, settled: 0 });

  // The loading bar of a navigation (styled-components keyframes) is there, and done at once.
  await page.route(/\/static-loader-data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Каталог' }).click();
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
  expect(await stillMoving(page)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог автомобилей');

  // A phone's row of thumbnails keeps the current one in view: by a jump too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cars/zeekr-001-you');
  await waitForHydration(page);
  expect(await stillMoving(page)).toEqual([]);
  const thumbs = await scrollAfterClick(page.getByRole('button', { name: /^Показать изображение 6:/ }), 'row');
  expect(thumbs.settled).toBeGreaterThan(0);
  expect(thumbs.nextFrame, 'the thumbnails jump').toBe(thumbs.settled);
});

test('a route change scrolls to the top', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  await page.getByRole('banner').getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(/\/en\/catalog$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Back returns to where the visitor was, on a filtered catalogue too', async ({ page }) => {
  await page.goto('/catalog?brand=zeekr');
  await waitForHydration(page);
  const card = page.getByRole('article').filter({ hasText: 'Zeekr 007 GT AWD' });
  await card.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);
  await card.getByRole('link', { name: 'Подробнее о Zeekr 007 GT AWD' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zeekr 007 GT AWD');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/catalog\?brand=zeekr$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  await expect(card).toBeInViewport();
});

test('the footer lists every brand page, with its cars in the catalogue or that it is not sold here', async ({ page }) => {
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  const counts = new Map(getBrands().map((brand) => [brand.name, brand.carsCount]));
  const brandPages = getBrandPages();
  expect(brandPages.length).toBeGreaterThan(counts.size - 1);
  for (const { name, slug, catalogueName } of brandPages) {
    const count = catalogueName === undefined ? 0 : (counts.get(catalogueName) ?? 0);
    const words = count === 0 ? 'not in our catalogue' : `${count} ${count === 1 ? 'car' : 'cars'}`;
    await expect(footer.getByRole('link', { name: `${name.en} · ${words}` })).toHaveAttribute('href', `/en/brands/${slug}`);
  }
});
