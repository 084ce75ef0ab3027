import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type * as v from 'valibot'
import { accountAccess } from '../../../domain/lifecycle/account'
import type { LoginResponse, PasswordResetConfirm } from '../../../domain/schemas/auth'
import { passwordResets, sessions, users } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import { type Database, database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { hashPassword } from '../../lib/password'
import { logIn } from '../../lib/session'
import { clear, clientIp, consume, limits } from '../../lib/throttle'
import { hashToken } from '../../lib/tokens'
import { findUserByEmail, loggedInUser, redirectFor } from './accounts'
import { rememberDevice } from './known-device'
import { assertPasswordPolicy } from './new-password'
import { dropUnprovenLinks } from './oauth-links'
import { maxCodeAttempts, resetCodeHash } from './reset-code'

type Request = v.InferOutput<typeof PasswordResetConfirm>
type Reset = typeof passwordResets.$inferSelect

const codeWrong = () =>
  new ApiError('invalid_input', {
    messageKey: 'auth:::errors::codeWrong',
    issues: [{ path: 'code', message: 'auth:::errors::codeWrong' }],
  })

/** The reset the e-mail's link names; a voided one (five codes tried) is as good as unknown. */
async function resetOfToken(db: Database, token: string): Promise<Reset> {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.id, hashToken(token)))
  if (!reset || reset.attempts >= maxCodeAttempts) throw new ApiError('reset_invalid')
  return reset
}

/**
 * The user's newest open reset when `code` is its SMS code. Counted on the reset itself before the
 * code is compared: of N parallel guesses exactly five are checked, and five tried codes void the
 * reset (its link too).
 */
async function resetOfCode(db: Database, email: string, code: string): Promise<Reset> {
  const user = await findUserByEmail(db, email)
  const [reset] = user
    ? await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.userId, user.id),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, clock.now()),
          ),
        )
        .orderBy(desc(passwordResets.createdAt))
        .limit(1)
    : []
  if (!reset?.smsCodeHash) throw codeWrong()
  const [tried] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        eq(passwordResets.id, reset.id),
        lt(passwordResets.attempts, maxCodeAttempts),
        isNull(passwordResets.usedAt),
      ),
    )
    .returning({ attempts: passwordResets.attempts })
  if (!tried) throw new ApiError('reset_codes_used_up')
  if (resetCodeHash(reset.id, code) !== reset.smsCodeHash) throw codeWrong()
  return reset
}

/**
 * A new password by the e-mail's link or the SMS code. Single use: marks the reset used, ends every
 * session of the user, drops Facebook links no e-mail proved, unlocks the account (per-account log-in
 * limit) and logs in fresh.
 */
export async function resetPassword(c: Context<AppBindings>, body: Request): Promise<LoginResponse> {
  const db = database(c.env.DB)
  await consume(c, limits.resetConfirmIp, clientIp(c))
  const reset =
    'token' in body ? await resetOfToken(db, body.token) : await resetOfCode(db, body.email, body.code)
  if (reset.usedAt !== null) throw new ApiError('reset_used')
  if (reset.expiresAt <= clock.now()) throw new ApiError('reset_expired')

  const [user] = await db.select().from(users).where(eq(users.id, reset.userId))
  if (!user || accountAccess[user.status] === 'gone') throw new ApiError('reset_invalid')
  if (accountAccess[user.status] === 'blocked') throw new ApiError('account_blocked')
  assertPasswordPolicy(body.password, { email: user.email ?? undefined, name: user.name })
  const passwordHash = await hashPassword(body.password, c.env.APP_ENV)

  // Claim the reset with one conditional statement: two parallel confirms cannot both win.
  const claimed = await db
    .update(passwordResets)
    .set({ usedAt: clock.now() })
    .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id })
  if (claimed.length === 0) throw new ApiError('reset_used')
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, user.id)),
    db.delete(sessions).where(eq(sessions.userId, user.id)),
    dropUnprovenLinks(db, user.id),
  ])
  // A completed reset unlocks the account.
  if (user.email) await clear(c.env.DB, limits.loginAccount, user.email)
  await logIn(c, user.id)
  await rememberDevice(c, user.id)
  const me = await loggedInUser(db, user.id)
  return { user: me, redirectTo: redirectFor(me.role) }
}
