/**
 * Layout beyond the per-page width sweep (pages.spec.ts runs that on one page of each kind):
 * the not-found document at every width, the header's breakpoint, and the back-to-top button.
 */
import { expect, SAMPLE_PAGES, test, waitForHydration } from './fixtures.js';
import { expectFitsEveryWidth, NAV, WIDTHS } from './layout-sweep.js';

const NOT_FOUND = ['/no-such-page', '/en/no-such-page'];

test.describe('the not-found document', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const path of NOT_FOUND) {
    test(`${path} fits every width from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectFitsEveryWidth(page, path, { siteHeader: false });
    });
  }
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
