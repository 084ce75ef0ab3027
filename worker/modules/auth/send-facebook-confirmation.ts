import { lt } from 'drizzle-orm'
import type { Context } from 'hono'
import { facebookEmailConfirmations } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { deliverSoon, enqueue } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { clientIp, consume, limits } from '../../lib/throttle'
import { hashToken, randomToken } from '../../lib/tokens'
import { dropPending, readPending } from './facebook-pending'
import { refuseTakenEmail } from './taken-email'

/** The confirmation link lives an hour. */
export const confirmationSeconds = 60 * 60
export const confirmationLink = (origin: string, token: string) =>
  `${origin}/facebook/bekraeft?token=${token}`

/**
 * A Facebook profile without e-mail (issue 6, pre-account takeover): the address the person types is
 * only a claim, so it gets a link (single use, expiring, only its SHA-256 kept); nothing is created or
 * logged in yet. A taken address gets "someone tried to sign up" to its owner and the generic 409.
 * Both are throttled per recipient and per IP before anything is written, and the waiting log-in is
 * used up either way, so one Facebook log-in sends at most one mail.
 */
export async function sendFacebookConfirmation(c: Context<AppBindings>, email: string): Promise<void> {
  const pending = await readPending(c)
  if (!pending) throw new ApiError('facebook_no_pending')
  await consume(c, limits.facebookMailIp, clientIp(c))
  await consume(c, limits.facebookMailRecipient, email)
  await dropPending(c, pending.id)

  const db = database(c.env.DB)
  await refuseTakenEmail(c, db, email)
  const { profile } = pending
  const locale = c.get('locale')
  const token = randomToken()
  const now = clock.now()
  await db.batch([
    // Keep no address or name longer than needed: expired links go whenever a new one is made.
    db.delete(facebookEmailConfirmations).where(lt(facebookEmailConfirmations.expiresAt, now)),
    db.insert(facebookEmailConfirmations).values({
      id: hashToken(token),
      providerUserId: profile.providerUserId,
      name: profile.name,
      email,
      next: profile.next,
      locale,
      expiresAt: now + confirmationSeconds,
      createdAt: now,
    }),
    enqueue(db, {
      channel: 'email',
      to: email,
      template: 'facebookConfirm',
      locale,
      payload: { name: profile.name, link: confirmationLink(publicOrigin(c), token) },
    }),
  ])
  deliverSoon(c)
}
