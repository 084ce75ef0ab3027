import { and, eq, isNull } from 'drizzle-orm'
import type { Context } from 'hono'
import { accountAccess } from '../../../domain/lifecycle/account'
import { passwordResets } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { deliverSoon, enqueue } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { clientIp, consume, count, limits } from '../../lib/throttle'
import { hashToken, randomCode, randomToken } from '../../lib/tokens'
import { findUserByEmail } from './accounts'
import { resetCodeHash } from './reset-code'
import { resetLifetimeSeconds, resetLink } from './reset-link'

/** Counts one reset SMS per phone and per IP (both, before sending) and says whether it may go. */
async function smsAllowed(d1: D1Database, phone: string, ip: string) {
  // One number however it was typed (`12 34 56 78`, `+4512345678`).
  const number = phone.replace(/\s+/g, '').replace(/^\+45/, '')
  const [perPhone, perIp] = await Promise.all([
    count(d1, limits.smsPhone, number),
    count(d1, limits.smsIp, ip),
  ])
  return perPhone.n <= limits.smsPhone.max && perIp.n <= limits.smsIp.max
}

/**
 * Forgotten password: a link by e-mail and a 6-digit code by SMS (when the account has a phone and the
 * SMS limits allow), both for the newest reset only. The caller learns nothing: an unknown e-mail
 * gets the same answer, and the per-address and SMS limits apply silently.
 */
export async function requestPasswordReset(c: Context<AppBindings>, email: string): Promise<void> {
  const ip = clientIp(c)
  await consume(c, limits.resetIp, ip)
  // Per address too, counted for every address typed (known or not, so the limit tells nothing) and
  // applied silently: many IPs cannot fill one inbox.
  const perAddress = await count(c.env.DB, limits.resetEmail, email.trim())
  if (perAddress.n > limits.resetEmail.max) return
  const db = database(c.env.DB)
  const user = await findUserByEmail(db, email)
  if (!user || accountAccess[user.status] !== 'allowed' || !user.email) return
  const token = randomToken()
  const id = hashToken(token)
  const now = clock.now()
  // SMS limits are counted first and applied silently: a 429 here would tell that the account exists.
  const code = user.phone && (await smsAllowed(c.env.DB, user.phone, ip)) ? randomCode() : null
  await db.batch([
    // Only the newest reset works.
    db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt))),
    db.insert(passwordResets).values({
      id,
      userId: user.id,
      smsCodeHash: code ? resetCodeHash(id, code) : null,
      expiresAt: now + resetLifetimeSeconds,
      createdAt: now,
    }),
    enqueue(db, {
      channel: 'email',
      to: user.email,
      template: 'passwordReset',
      locale: user.locale,
      payload: { name: user.name, link: resetLink(publicOrigin(c), token) },
    }),
    ...(code && user.phone
      ? [
          enqueue(db, {
            channel: 'sms',
            to: user.phone,
            template: 'passwordResetSms',
            locale: user.locale,
            payload: { code },
          }),
        ]
      : []),
  ])
  deliverSoon(c)
}
