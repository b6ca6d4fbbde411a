/**
 * Which Chromium the browser tests and audits use; nothing is downloaded at run
 * time (this machine and CI have no browser download). In order: CHROMIUM_PATH, Debian's /usr/bin/chromium, then
 * the binary shipped inside the @sparticuz/chromium npm package.
 */
import { existsSync } from 'node:fs';

export interface ChromiumChoice {
  executablePath: string;
  args: string[];
  source: 'CHROMIUM_PATH' | 'debian' | '@sparticuz/chromium';
}

/** Flags for a headless run on a closed network, as root, in a container. */
export const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function resolveChromium(): Promise<ChromiumChoice> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points to a missing file: ${configured}`);
    return { executablePath: configured, args: COMMON_ARGS, source: 'CHROMIUM_PATH' };
  }
  if (existsSync('/usr/bin/chromium')) {
    return { executablePath: '/usr/bin/chromium', args: COMMON_ARGS, source: 'debian' };
  }
  const { default: chromium } = await import('@sparticuz/chromium');
  // --single-process crashes pages with two workers; --disable-web-security would hide CORS bugs.
  const args = chromium.args.filter((arg) => arg !== '--single-process' && arg !== '--disable-web-security');
  return { executablePath: await chromium.executablePath(), args: [...new Set([...args, ...COMMON_ARGS])], source: '@sparticuz/chromium' };
}
