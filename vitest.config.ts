import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url))

export default defineConfig({
  test: {
    // The Worker logs a JSON line per request and per expected refusal: noise in a green run,
    // evidence in a red one, so only failing tests' logs are printed (projects inherit this).
    silent: 'passed-only',
    projects: [
      {
        test: {
          name: 'unit',
          // *.node.test.ts: worker code checked against files on disk (public/_headers, node_modules).
          include: [
            'domain/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'worker/**/*.node.test.ts',
            'vite/**/*.node.test.ts',
          ],
          environment: 'node',
          // Pure functions and render checks: one module graph for all files (10 s → 2 s).
          isolate: false,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // wrangler.toml's top level is production; tests name their own environment.
              bindings: {
                APP_ENV: 'test',
                TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          // scrypt (N=2^14, p=5) runs several times in a password test: seconds on a busy 2-core CI box.
          testTimeout: 20_000,
          include: ['worker/**/*.test.ts'],
          exclude: ['worker/**/*.node.test.ts'],
          // One workerd and one D1 for all files: a fresh runtime per file cost ~1 s of start-up plus the
          // module transforms and migrations again, a third of the run. Tests make their own data (fresh
          // e-mails, slugs, ids) and never count rows they did not make.
          isolate: false,
          // Two such runtimes (each its own D1): a test mostly waits on workerd, one core stays free.
          // A project with its own maxWorkers runs as its own group, after the unit tests.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          setupFiles: ['./worker/test/apply-migrations.ts'],
          // The money model (subscriptions/model.test.ts) runs 200 random histories: a broken replay or
          // retry shows within a few dozen. MODEL_RUNS=1000 for a deep run before touching the ledger.
          provide: { modelRuns: Number(process.env.MODEL_RUNS ?? 200) },
        },
      },
    ],
  },
})
