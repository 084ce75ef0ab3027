import { and, eq, isNull } from 'drizzle-orm'
import { oauthAccounts } from '../../db/schema'
import type { Database } from '../../lib/db'

/**
 * A password reset proves the e-mail, not the Facebook log-ins linked to the account: a link made
 * without a verified e-mail could be an attacker's pre-account takeover, so the reset drops it (put
 * this in the reset's batch). Links proven by Facebook's own e-mail or our confirmation link stay.
 */
export const dropUnprovenLinks = (db: Database, userId: number) =>
  db.delete(oauthAccounts).where(and(eq(oauthAccounts.userId, userId), isNull(oauthAccounts.emailVerifiedAt)))
