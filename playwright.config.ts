import { defineConfig, devices } from '@playwright/test';
import { resolveChromium } from './tests/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4174);
const chromium = await resolveChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
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
  // The built site, served by the same local host as `npm start` (the build runs before, in `npm test`).
  webServer: {
    command: `node_modules/.bin/tsx server/start.ts`,
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
