import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { accountAccess } from '../../../domain/lifecycle/account'
import type { LoginResponse, Me } from '../../../domain/schemas/auth'
import { users } from '../../db/schema'
import type { AppBindings } from '../../env'
import { database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password'
import { logIn } from '../../lib/session'
import { clear, clientIp, count, limits, secondsLeft, tooManyRequests, uncount } from '../../lib/throttle'
import { findUserByEmail, loggedInUser, redirectFor } from './accounts'
import { knownDeviceOf, rememberDevice } from './known-device'

/**
 * The password check shared by log-in and profile confirmation: throttled per IP and per account,
 * the same 401 for an unknown e-mail and a wrong password (verifyPassword spends the same time on a
 * dummy hash), 403 for a blocked account only after a correct password. Logs the caller in.
 *
 * Throttling counts every attempt before the password is checked (decision 008: parallel guesses get
 * the counts 1 … N, so exactly `max` are checked) and takes it back when the password is right, so
 * only failures stay counted. A browser that logged in to the account before is counted on a window
 * of its own: an attacker's wrong passwords do not lock the owner out (the per-IP limit still applies).
 */
export async function logInWithPassword(
  c: Context<AppBindings>,
  email: string,
  password: string,
): Promise<Me> {
  const d1 = c.env.DB
  const ip = clientIp(c)
  const db = database(d1)
  const user = await findUserByEmail(db, email)
  const device = await knownDeviceOf(c, user?.id)
  const account = device ? `${email}\n${device}` : email
  const ipWindow = await count(d1, limits.loginIp, ip)
  if (secondsLeft(limits.loginIp, ipWindow) > 0) {
    throw tooManyRequests(c, limits.loginIp, secondsLeft(limits.loginIp, ipWindow))
  }
  const accountWindow = await count(d1, limits.loginAccount, account)
  if (secondsLeft(limits.loginAccount, accountWindow) > 0) {
    throw tooManyRequests(c, limits.loginAccount, secondsLeft(limits.loginAccount, accountWindow))
  }
  const ok = await verifyPassword(user?.passwordHash, password, c.env.APP_ENV)
  if (!user || !ok || accountAccess[user.status] === 'gone') throw new ApiError('invalid_credentials')
  if (accountAccess[user.status] === 'blocked') throw new ApiError('account_blocked')
  await Promise.all([uncount(d1, limits.loginIp, ip), clear(d1, limits.loginAccount, account)])
  await rememberDevice(c, user.id)
  if (user.passwordHash && needsRehash(user.passwordHash, c.env.APP_ENV)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password, c.env.APP_ENV) })
      .where(eq(users.id, user.id))
  }
  await logIn(c, user.id)
  return loggedInUser(db, user.id)
}

/** The answer of a log-in: the user and where the web goes next. */
export const loginAnswer = (me: Me): LoginResponse => ({ user: me, redirectTo: redirectFor(me.role) })
