import { applyD1Migrations, env } from 'cloudflare:test'

// Runs before every test file: the real migrations on the real (isolated) local D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
