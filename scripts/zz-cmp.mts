import { chromium } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createLocalHost, PROJECT_ROOT } from '../server/local-host.js';
import { resolveChromium } from '../tests/support/chromium.js';
const server = createLocalHost({ distDir: join(PROJECT_ROOT, 'dist') });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const choice: any = await resolveChromium();
const browser = await chromium.launch({ executablePath: choice.executablePath ?? choice, args: choice.args });
for (const lang of ['', '/en']) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(`${origin}${lang}/information/comparison`);
  await page.evaluate(() => localStorage.setItem('x', '1'));
  for (const slug of ['lixiang-l9-pro', 'zeekr-7x-rwd', 'avatr-11-ev']) {
    await page.goto(`${origin}${lang}/information/comparison?add=${slug}`, { waitUntil: 'networkidle' });
  }
  await page.waitForTimeout(500);
  await page.locator('#comparison-table').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 600));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/cmp${lang.replace('/', '-')}-0.png` });
  await page.getByRole('button', { name: /Следующий|Next car/ }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/cmp${lang.replace('/', '-')}-1.png` });
  await page.close();
}
await browser.close(); server.close();
