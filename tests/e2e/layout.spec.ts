/**
 * Every kind of page fits every screen: no sideways scrolling and no header item wrapped or
 * cut, from a 320 px phone to a 1920 px desktop, in both languages (Russian has the longest
 * strings). One page of each kind of the page table (a car, a guide, an article … by its
 * first instance) and the not-found document. The layout is CSS alone (no script reads the
 * width), so each page is loaded once, its on-demand sections fetched, and the window resized
 * through the widths.
 */
import type { Page } from '@playwright/test';
import { PENDING_SECTION_ATTRIBUTE } from '../../src/features/car/components/on-demand-section.js';
import { theme } from '../../src/styles/theme.js';
import { expect, SAMPLE_PAGES, test, waitForHydration } from './fixtures.js';

const NAV = theme.breakpoint.nav;
const WIDTHS = [320, 360, 390, 768, 1024, 1100, NAV - 1, NAV, 1280, 1440, 1920];
const PAGES = SAMPLE_PAGES.map((page) => page.path);
const NOT_FOUND = ['/no-such-page', '/en/no-such-page'];

/** What does not fit: sideways scroll, and header items on two lines, cut or outside the screen. */
async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`);
    const header = document.querySelector('header');
    const items = [...(header?.querySelectorAll<HTMLElement>('a, button') ?? [])].filter(
      (item) => item.getClientRects().length > 0 && !item.closest('[hidden]'),
    );
    for (const item of items) {
      const name = item.textContent?.trim() || item.getAttribute('aria-label') || item.tagName;
      const box = item.getBoundingClientRect();
      if (box.left < 0 || box.right > window.innerWidth) problems.push(`"${name}" is outside the screen`);
      if (item.scrollWidth > item.clientWidth + 1) problems.push(`"${name}" is cut`);
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = [...range.getClientRects()].map((rect) => rect.top);
        if (Math.max(...tops) - Math.min(...tops) > 2) problems.push(`"${name}" wraps onto two lines`);
      }
    }
    return problems;
  });
}

/** Loads the page at the narrowest width, with every section a visitor would scroll to, then resizes it through the widths. */
async function sweepWidths(page: Page, path: string, { siteHeader = true } = {}) {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
  await page.goto(path);
  await waitForHydration(page);
  // A car page fetches its comparison, chart and calculators as they near the screen.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 1500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator(`[${PENDING_SECTION_ATTRIBUTE}]`)).toHaveCount(0);
  await waitForHydration(page);
  const menuButton = page.getByRole('banner').getByRole('button', { name: /меню|menu/i });
  // The not-found document is checked for the menu only once it has the site's header and its menu.
  const withMenu = siteHeader || (await menuButton.count()) > 0;
  for (const width of WIDTHS) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      expect(await layoutProblems(page), `${path} at ${width} px`).toEqual([]);
      if (!withMenu) return;
      if (width >= NAV) await expect(menuButton, `${width} px`).toBeHidden();
      else await expect(menuButton, `${width} px`).toBeVisible();
    });
  }
}

for (const path of PAGES) {
  test(`${path} fits every width from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, ({ page }) => sweepWidths(page, path));
}

test.describe('the not-found document', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const path of NOT_FOUND) {
    test(`${path} fits every width from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, ({ page }) => sweepWidths(page, path, { siteHeader: false }));
  }
});

test('the sweep covers every kind of page of the page table, in both languages', () => {
  expect(new Set(SAMPLE_PAGES.map((page) => `${page.lang} ${page.name}`)).size).toBe(PAGES.length);
  expect(PAGES).toContain('/guides/charging-locations-minsk');
  expect(PAGES.filter((path) => path.startsWith('/en')).length).toBe(PAGES.length / 2);
});

test(`the menu button gives way at ${NAV} px, the width the Russian header really needs`, async ({ page }) => {
  await page.setViewportSize({ width: NAV, height: 800 });
  await page.goto('/catalog');
  await waitForHydration(page);
  const needed = await page.evaluate(() => {
    const row = document.querySelector<HTMLElement>('header > div')!;
    const style = getComputedStyle(row);
    const shown = [...row.children].filter((child) => getComputedStyle(child).display !== 'none');
    const widths = shown.reduce((sum, child) => sum + child.getBoundingClientRect().width, 0);
    return widths + parseFloat(style.columnGap) * (shown.length - 1) + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  });
  expect(needed, 'the one-row header fits at the breakpoint').toBeLessThanOrEqual(NAV);
  expect(needed, 'the breakpoint is not far above what the header needs').toBeGreaterThan(NAV - 32);
});

/**
 * The back-to-top button floats over the page, so it comes only when wanted (src/lib/back-to-top.ts):
 * not while reading on down, when scrolling back up, and at the end, where the footer leaves it room.
 * On a phone's home page and at the end of a car page (whose action bar is gone by then), in both languages.
 */
for (const { path, name } of [
  { path: '/', name: 'Наверх' },
  { path: '/en', name: 'Back to top' },
  { path: SAMPLE_PAGES.find((page) => page.name === 'car' && page.lang === 'ru')!.path, name: 'Наверх' },
  { path: SAMPLE_PAGES.find((page) => page.name === 'car' && page.lang === 'en')!.path, name: 'Back to top' },
]) {
  test(`${path} at 390 px: back to top comes when scrolling back up and covers no line of the footer at the end`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await waitForHydration(page);
    const button = page.getByRole('button', { name });
    const scrollTo = (y: number) =>
      page.evaluate(
        (top) =>
          new Promise((resolve) => {
            window.scrollTo(0, top);
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
        y,
      );
    for (const y of [400, 900, 1500]) await scrollTo(y);
    await expect(button, 'reading on down').toHaveCount(0);
    await scrollTo(1300);
    await expect(button, 'back up').toBeVisible();
    if (path.includes('/cars/')) {
      // The car page's action bar is up here: the button rises above it.
      const bar = page.locator('[data-bottom-bar="shown"]');
      await expect(bar).toBeVisible();
      const barTop = (await bar.boundingBox())!.y;
      await expect.poll(async () => (await button.boundingBox())!.y + 48, 'above the action bar').toBeLessThanOrEqual(barTop);
    }
    await scrollTo(1400);
    await expect(button, 'down again').toHaveCount(0);

    await scrollTo(await page.evaluate(() => document.documentElement.scrollHeight));
    await expect(button, 'at the end').toBeVisible();
    // On the car page the action bar goes at the footer and the button comes back down with it (a transition):
    // what counts is where it settles.
    if (path.includes('/cars/')) await expect(page.locator('[data-bottom-bar="shown"]')).toHaveCount(0);
    const measure = async () => {
      const box = (await button.boundingBox())!;
      // Every line of text and every link of the footer, as the screen shows them.
      const lines = await page.getByRole('contentinfo').evaluate((footer) => {
        const rects: { x: number; y: number; right: number; bottom: number; text: string }[] = [];
        const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects())
            rects.push({ x: rect.left, y: rect.top, right: rect.right, bottom: rect.bottom, text: node.textContent.trim().slice(0, 40) });
        }
        return rects;
      });
      const covered = lines.filter(
        (line) => line.x < box.x + box.width && line.right > box.x && line.y < box.y + box.height && line.bottom > box.y,
      );
      return { lines: lines.length, covered, lastLineAboveButton: Math.max(...lines.map((line) => line.bottom)) <= box.y };
    };
    await expect
      .poll(measure, { message: 'no footer line under the button; the last one above it' })
      .toEqual({ lines: expect.any(Number), covered: [], lastLineAboveButton: true });
    expect((await measure()).lines).toBeGreaterThan(10);
  });
}
