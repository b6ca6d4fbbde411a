/**
 * The width sweep: every kind of page fits every screen, with no sideways scrolling and no
 * header item wrapped or cut, from a 320 px phone to a 1920 px desktop. The layout is CSS
 * alone (no script reads the width), so a loaded page is resized through the widths: the
 * per-page test of pages.spec.ts runs it on the page it has loaded, layout.spec.ts on the
 * not-found document.
 */
import type { Page } from '@playwright/test';
import { PENDING_SECTION_ATTRIBUTE } from '../../src/features/car/components/on-demand-section.js';
import { theme } from '../../src/styles/theme.js';
import { expect, test, waitForHydration } from './fixtures.js';

export const NAV = theme.breakpoint.nav;
export const WIDTHS = [320, 360, 390, 768, 1024, 1100, NAV - 1, NAV, 1280, 1440, 1920];

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

/** Scrolls the loaded page through, so that the sections it fetches as they near the screen (a car page's comparison, chart and calculators) are there. */
export async function revealOnDemandSections(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 1500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator(`[${PENDING_SECTION_ATTRIBUTE}]`)).toHaveCount(0);
  await waitForHydration(page);
}

/** Resizes the loaded page through the widths: nothing scrolls sideways, no header item is cut, and the menu button shows below the breakpoint. */
export async function expectFitsEveryWidth(page: Page, path: string, { siteHeader = true } = {}) {
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
