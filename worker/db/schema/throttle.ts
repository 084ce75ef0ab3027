import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './accounts'
import { requiredRef } from './columns'

/**
 * Rate-limit windows (decision 008): one row per (limit, hashed subject), counted by a single upsert so
 * parallel requests never read the same count. The cron purges rows whose window has ended.
 */
export const throttleWindows = sqliteTable(
  'throttle_windows',
  {
    /** `<limit name>:<sha-256 of the subject>`: no e-mail, phone or IP in clear. */
    key: text().primaryKey(),
    /** Attempts counted in the current window. */
    n: integer().notNull(),
    /** Unix seconds when the window ends (fixed window from the first attempt). */
    resetAt: integer().notNull(),
  },
  (t) => [index('throttle_windows_reset_at_idx').on(t.resetAt)],
)

/**
 * A browser that logged in to an account before (the `__Host-device` cookie; only its SHA-256 stored):
 * its owner gets past the per-account log-in lock an attacker caused, on a window of its own.
 */
export const knownDevices = sqliteTable(
  'known_devices',
  {
    id: text().primaryKey(),
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer().notNull(),
    createdAt: integer().notNull(),
  },
  (t) => [
    index('known_devices_user_idx').on(t.userId),
    index('known_devices_expires_at_idx').on(t.expiresAt),
  ],
)
