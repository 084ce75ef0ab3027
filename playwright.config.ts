import { defineConfig, devices } from '@playwright/test'

/** Driven by e2e/run.mjs, which serves the built product with a fresh database on E2E_BASE_URL. */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // Two spec files at a time: one journey keeps about one core busy (browser and server take turns).
  // The specs share one database and make their own data (e2e/fixtures.ts: unique per worker).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Whole journeys (sign-up → log-out → log-in …) on a 2-core CI machine: generous, never timed assertions.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? '.tmp/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8790',
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        isMobile: true,
      },
    },
  ],
})
