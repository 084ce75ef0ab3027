import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

/**
 * Driven by e2e/run.mjs, which serves the built product with a fresh database per worker on
 * E2E_BASE_URLS (comma-separated). Each worker process loads this file with its own
 * TEST_PARALLEL_INDEX and so talks to its own copy (e2e/fixtures-db.ts writes into the same one).
 */
const baseURLs = (process.env.E2E_BASE_URLS ?? process.env.E2E_BASE_URL ?? 'http://localhost:8790').split(',')
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // One worker per served copy (E2E_WORKERS, default 2): a journey keeps about one core busy, browser
  // and server taking turns, so two spec files run at once.
  workers: baseURLs.length,
  retries: process.env.CI ? 1 : 0,
  // Whole journeys (sign-up → log-out → log-in …) on a 2-core CI machine: generous, never timed assertions.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? '.tmp/e2e.json' }]],
  use: {
    baseURL: baseURLs[slot % baseURLs.length],
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      // Only the journeys whose layout or behaviour differs below 980 px (tagged @phone, see
      // docs/decisions/021-phone-runs-and-test-cost.md): the rest would repeat the desktop run.
      name: 'mobile',
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        isMobile: true,
      },
    },
  ],
})
