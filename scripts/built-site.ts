/**
 * The built site (dist/) on the local host at a random port of 127.0.0.1, and a Chromium to look at it: what
 * `npm run screenshots` and `npm run screenshots:design` start with (after `npm run build`).
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createLocalHost, PROJECT_ROOT } from '../server/local-host.js';
import { resolveChromium } from '../tests/support/chromium.js';

export async function openBuiltSite() {
  const server = createLocalHost({ distDir: join(PROJECT_ROOT, 'dist') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const choice = await resolveChromium();
  const browser = await chromium.launch({ executablePath: choice.executablePath, args: choice.args });
  const close = async () => {
    await browser.close();
    server.close();
  };
  return { origin, browser, close };
}
