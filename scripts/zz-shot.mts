import { chromium } from '/work/main/node_modules/@playwright/test/index.mjs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createLocalHost, PROJECT_ROOT } from '/work/main/server/local-host.js';
import { resolveChromium } from '/work/main/tests/support/chromium.js';
const out = process.env.OUT ?? '/tmp/shots';
const server = createLocalHost({ distDir: join(PROJECT_ROOT, 'dist') });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const choice = await resolveChromium();
const browser = await chromium.launch({ executablePath: (choice as any).executablePath ?? (choice as any), args: (choice as any).args });
const specs = process.argv.slice(2); // path@width[xheight][:full][:scrollY]
for (const spec of specs) {
  const [path, rest] = spec.split('@');
  const [size, mode, scroll] = rest!.split(':');
  const [w, h] = size!.split('x').map(Number);
  const page = await browser.newPage({ viewport: { width: w!, height: h ?? 844 }, deviceScaleFactor: 1 });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  if (scroll) { await page.evaluate((y) => { const el = isNaN(Number(y)) ? document.querySelector(y) : null; if (el) el.scrollIntoView(); else window.scrollTo(0, Number(y)); }, scroll); await page.waitForTimeout(300); }
  const file = `${out}/${path.replace(/[\/?=&,]/g, '_') || 'root'}-${size}${mode ? '-' + mode : ''}${scroll ? '-' + scroll : ''}.png`;
  await page.screenshot({ path: file, fullPage: mode === 'full' });
  console.log(file);
  await page.close();
}
await browser.close(); server.close();
