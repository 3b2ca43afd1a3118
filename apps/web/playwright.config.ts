import path from 'node:path';
import { defineConfig, type ReporterDescription } from '@playwright/test';

/**
 * Browser journeys against the real server (`node scripts/start.mjs`, started by
 * e2e/support/global-setup.ts on a free port with a fresh DATA_DIR and embedded PGlite).
 * Run with `npm run test:e2e` after `npm run build`; `npm test` runs them after Vitest.
 *
 * Chromium is Debian's (/usr/bin/chromium): no browser is downloaded. The machine's network is
 * closed, so every background feature that would phone home is switched off.
 */

// This file is evaluated in the runner and again in every worker. The global setup sets
// E2E_BASE_URL in the runner before any worker starts, so workers see it here.
const baseURL = process.env.E2E_BASE_URL;

const reporter: ReporterDescription[] = [['list']];
// CI (.ci/run) sets E2E_JSON to a file path to count the journeys in its summary.
if (process.env.E2E_JSON) reporter.push(['json', { outputFile: process.env.E2E_JSON }]);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(import.meta.dirname, 'test-results'),
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // Generous on purpose: a journey must pass on a busy machine (a passing one is no slower).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTimeout: 25 * 60_000,
  reporter,
  use: {
    ...(baseURL ? { baseURL } : {}),
    headless: true,
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // Journeys save the screenshots they want with support/screens.ts.
    screenshot: 'off',
    trace: 'off',
    video: 'off',
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
