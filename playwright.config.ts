import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { resolveChromium } from './tests/support/chromium.js';

// The fake Telegram's ports follow E2E_PORT, so two checkouts can run their browser tests at once.
const PORT = Number(process.env.E2E_PORT ?? 4174);
const TELEGRAM_PORT = PORT + 2;
const TELEGRAM_CONTROL_PORT = PORT + 3;
export const TELEGRAM_CONTROL = `http://127.0.0.1:${TELEGRAM_CONTROL_PORT}`;
const chromium = await resolveChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  // Most of a browser test is waiting (hydration, a quiet network, frames): four workers
  // overlap those waits on two cores (the whole suite alone: 205 s with two, 172 s with four).
  workers: 4,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    // A fake Telegram Bot API on 127.0.0.1 that the relay really talks to (no network).
    {
      command: `node_modules/.bin/tsx tests/support/fake-telegram-server.ts`,
      env: { FAKE_TELEGRAM_PORT: String(TELEGRAM_PORT), FAKE_TELEGRAM_CONTROL_PORT: String(TELEGRAM_CONTROL_PORT) },
      url: `${TELEGRAM_CONTROL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The built site with the relay, served by the same local host as `npm start` (the build runs before, in `npm test`).
    {
      command: `node_modules/.bin/tsx server/start.ts`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        TELEGRAM_API_BASE: `http://127.0.0.1:${TELEGRAM_PORT}`,
        TELEGRAM_BOT_TOKEN: 'e2e-bot-token',
        TELEGRAM_CHAT_ID: '4242',
        // No SITE_URL of its own: the relay links pages on the origin the build used (SITE_URL
        // when the environment sets it, else siteUrl in content/company.yaml).
        // Every browser test comes from 127.0.0.1, and the host (like Vercel) trusts no
        // client header: one address for all tests, so the limit is raised here.
        ENQUIRY_RATE_LIMIT: '1000',
        // Enquiries Telegram does not take are kept here, not in the project's own outbox.
        ENQUIRY_OUTBOX: join(tmpdir(), `ev-dealer-e2e-${process.pid}`, 'enquiries.jsonl'),
      },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
