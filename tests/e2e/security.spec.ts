import { parseCsp } from '../../scripts/audit/observatory.js';
import { SAMPLE_PAGES, expect, test, waitForHydration } from './fixtures.js';

/**
 * The Content-Security-Policy of vercel.json, as the host sends it: no inline script runs,
 * whoever injects it. Every browser test also fails on any violation (fixtures.ts), so the
 * site's own pages, the video and the map show that the policy allows what they need.
 */
test('every kind of page is sent with a policy that allows no inline script and no eval', async ({ request }) => {
  for (const { path } of SAMPLE_PAGES) {
    const response = await request.get(path);
    const policy = parseCsp(response.headers()['content-security-policy'] ?? '');
    const scripts = [...(policy?.get('script-src') ?? ['none'])];
    expect(scripts, path).toEqual(["'self'"]);
    expect(policy?.get('object-src'), path).toEqual(new Set(["'none'"]));
    expect(policy?.get('frame-ancestors'), path).toEqual(new Set(["'none'"]));
  }
});

test.describe('an injected script', () => {
  test.use({ allowedConsoleErrors: [/CSP violation|Content Security Policy|status of 404/] });

  test('does not run, inline or as an event handler', async ({ page }) => {
    await page.goto('/cars/zeekr-001-you');
    await waitForHydration(page);
    const violations = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          document.addEventListener('securitypolicyviolation', (event) => {
            seen.push(event.violatedDirective);
            if (seen.length === 2) resolve(seen);
          });
        }),
    );
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = "script"';
      document.body.append(script);
      const image = document.createElement('div');
      image.innerHTML = '<img src="/favicon.png" onerror="window.__injected = \'handler\'">';
      document.body.append(image);
    });
    expect(await violations).toEqual([expect.stringMatching(/^script-src/), expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  });
});
