import { applyD1Migrations, env } from 'cloudflare:test'

// Runs before every test file: the real migrations on the real local D1 (applied ones are skipped;
// the files share one D1, vitest.config.ts).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
