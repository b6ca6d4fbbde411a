/**
 * Every browser test fails on a page error (a hydration mismatch shows up as one
 * in production React) or a console error, unless the test names it as expected.
 */
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A failed resource names itself only in the location: keep it, so a failure says which one.
        const where = message.location().url;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text)))
          problems.push(`console.error: ${text}${where ? ` (${where})` : ''}`);
      });
      await use();
      expect(problems, 'page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The pages this site pre-renders so far, with what each must show. */
export const PAGES = [
  { path: '/', lang: 'ru', title: /Электромобили и гибриды в Минске/, heading: 'Электромобили и гибриды из Китая в Минске' },
  { path: '/en', lang: 'en', title: /Electric and hybrid cars in Minsk/, heading: 'Electric and hybrid cars from China, in Minsk' },
  { path: '/catalog', lang: 'ru', title: /Каталог электромобилей/, heading: 'Каталог автомобилей' },
  { path: '/en/catalog', lang: 'en', title: /car catalog in Minsk/, heading: 'Car catalog' },
] as const;

/**
 * Waits until React has taken over the pre-rendered page, including the parts that
 * hydrate once the page is idle (their code has arrived when the network is quiet).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
