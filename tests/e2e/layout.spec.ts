/**
 * The page fits every screen: no sideways scrolling and no header item wrapped or cut,
 * from a 320 px phone to a 1920 px desktop, in both languages (Russian has the longest
 * strings), on the home page and the catalogue. The layout is CSS alone (no script reads
 * the width), so each page is loaded once and the window resized through the widths.
 */
import type { Page } from '@playwright/test';
import { theme } from '../../src/styles/theme.js';
import { expect, test, waitForHydration } from './fixtures.js';

const NAV = theme.breakpoint.nav;
const WIDTHS = [320, 360, 390, 768, 1024, 1100, NAV - 1, NAV, 1280, 1440, 1920];
const PAGES = ['/', '/catalog', '/en', '/en/catalog'];

/** What does not fit: sideways scroll, and header items on two lines, cut or outside the screen. */
async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`);
    const header = document.querySelector('header')!;
    const items = [...header.querySelectorAll<HTMLElement>('a, button')].filter(
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

for (const path of PAGES) {
  test(`${path} fits every width from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(path);
    await waitForHydration(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: /меню|menu/i });
    for (const width of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        expect(await layoutProblems(page), `${path} at ${width} px`).toEqual([]);
        if (width >= NAV) await expect(menuButton, `${width} px`).toBeHidden();
        else await expect(menuButton, `${width} px`).toBeVisible();
      });
    }
  });
}

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
