import { eq, type SQL, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { accountAccess } from '../../../domain/lifecycle/account'
import { oauthAccounts, sessions, users } from '../../db/schema'
import type { AppBindings } from '../../env'
import { audit } from '../../lib/audit'
import { clock } from '../../lib/clock'
import { type Database, database, isUniqueViolation } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { deliverSoon, enqueue } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { logIn } from '../../lib/session'
import { findUserByEmail } from './accounts'
import { newUserId, newUserRow, welcomeCustomer } from './new-account'

type Ctx = import('hono').Context<AppBindings>

/** How a Facebook id got its account: Facebook's own e-mail, our confirmation link, or a new account. */
type LinkHow = 'email' | 'confirmed' | 'created'

/** A verified profile: the e-mail came from Facebook, or its owner opened our confirmation link. */
export interface VerifiedProfile {
  providerUserId: string
  name: string
  email: string
  locale: Locale
}

/** The "facebookRecording" of the old product: who was linked to which Facebook id, and how. */
const facebookLinkAudit = (db: Database, userId: SQL, providerUserId: string, how: LinkHow) =>
  audit(db, {
    actorUserId: userId,
    action: 'facebook.link',
    targetType: 'user',
    targetId: userId,
    details: { providerUserId, how },
  })

/** The link of a Facebook id to an account, its e-mail verified `now`. */
const facebookLink = (db: Database, userId: number | SQL, providerUserId: string, now: number) =>
  db
    .insert(oauthAccounts)
    .values({ provider: 'facebook', providerUserId, userId, emailVerifiedAt: now, createdAt: now })

/** The account already linked to this Facebook id, if any. */
export async function linkedUserId(db: Database, providerUserId: string): Promise<number | null> {
  const [linked] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(
      sql`${oauthAccounts.provider} = 'facebook' and ${oauthAccounts.providerUserId} = ${providerUserId}`,
    )
  return linked?.userId ?? null
}

/**
 * The account for a Facebook id whose e-mail is proven: the one already linked, else the one with that
 * e-mail (linked now, marked verified, its earlier sessions ended; never an admin), else a new customer. Call only with a verified
 * e-mail: an address someone merely typed must go through the confirmation link first.
 */
export async function userForVerifiedProfile(
  c: Ctx,
  db: Database,
  profile: VerifiedProfile,
  how: Exclude<LinkHow, 'created'>,
): Promise<number> {
  const linked = await linkedUserId(db, profile.providerUserId)
  if (linked) return linked
  const now = clock.now()

  const existing = await findUserByEmail(db, profile.email)
  if (existing) {
    // Admins log in with their password only: Facebook never links to, nor logs in, an admin account.
    if (existing.role === 'admin') throw new ApiError('facebook_admin')
    await db.batch([
      facebookLink(db, existing.id, profile.providerUserId, now).onConflictDoNothing(),
      facebookLinkAudit(db, sql`${existing.id}`, profile.providerUserId, how),
      // Pre-account takeover: the account may have been made by someone who never owned the address (a
      // job or an order posted with it logs its poster in). The address's owner, proven just now, gets a
      // fresh session (logIn); every session the account had before ends.
      db.delete(sessions).where(eq(sessions.userId, existing.id)),
      // A password set at sign-up never proved the address either: its owner hears of it and how to
      // replace it (a reset ends every session again).
      ...(existing.passwordHash && existing.email
        ? [
            enqueue(db, {
              channel: 'email',
              to: existing.email,
              template: 'facebookLinked',
              locale: existing.locale,
              payload: { name: existing.name, resetLink: `${publicOrigin(c)}/glemt-adgangskode` },
            }),
          ]
        : []),
    ])
    deliverSoon(c)
    return existing.id
  }

  const account = newUserId(profile.email)
  try {
    const [inserted] = await db.batch([
      newUserRow(db, profile, 'customer', null),
      facebookLink(db, account, profile.providerUserId, now),
      facebookLinkAudit(db, account, profile.providerUserId, 'created'),
      welcomeCustomer(c, db, profile),
    ])
    deliverSoon(c)
    const id = inserted[0]?.id
    if (!id) throw new ApiError('internal')
    return id
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('signup_conflict')
    throw error
  }
}

/** Logs the account in, unless it is blocked or an admin's. */
export async function logInThroughFacebook(c: Ctx, userId: number) {
  const db = database(c.env.DB)
  const [user] = await db
    .select({ status: users.status, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
  if (!user || accountAccess[user.status] !== 'allowed') throw new ApiError('account_blocked')
  if (user.role === 'admin') throw new ApiError('facebook_admin')
  await logIn(c, userId)
}
