import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { facebookEmailConfirmations } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { deliverSoon, enqueue } from '../../lib/outbox'
import { clientIp, consume, limits } from '../../lib/throttle'
import {
  findUserByEmail,
  hashToken,
  publicOrigin,
  randomToken,
  signupAttemptMail,
  signupConflict,
} from './auth.service'
import { linkedUserId, userForVerifiedProfile } from './facebook.service'

type Ctx = import('hono').Context<AppBindings>

/**
 * A Facebook profile without e-mail (issue 6, pre-account takeover): the address the person types is
 * only a claim until its owner opens the link we mail to it. Only then is the account created or
 * linked (and the link marked verified). The link is single use, expires, and only its SHA-256 is kept.
 */
export const confirmationSeconds = 60 * 60
export const confirmationLink = (origin: string, token: string) =>
  `${origin}/facebook/bekraeft?token=${token}`

export interface WaitingProfile {
  providerUserId: string
  name: string
  next: string
}

/**
 * Mails the confirmation link to a new address, or "someone tried to sign up" to the owner of a taken
 * one (then the generic 409). Both are throttled per recipient and per IP before anything is written;
 * the caller consumes the waiting log-in either way, so one Facebook log-in sends at most one mail.
 */
export async function sendFacebookConfirmation(
  c: Ctx,
  db: Database,
  profile: WaitingProfile,
  email: string,
  locale: Locale,
  consumeWaiting: () => Promise<void>,
): Promise<void> {
  await consume(c, limits.facebookMailIp, clientIp(c))
  await consume(c, limits.facebookMailRecipient, email)
  await consumeWaiting()

  const owner = await findUserByEmail(db, email)
  if (owner) {
    const mail = signupAttemptMail(db, owner, publicOrigin(c))
    if (mail) {
      await mail
      deliverSoon(c)
    }
    throw signupConflict()
  }

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

const invalid = (key: 'Invalid' | 'Used' | 'Expired') =>
  new ApiError(`facebook_confirm_${key.toLowerCase()}`, {
    status: 400,
    messageKey: `auth:::errors::facebookConfirm${key}`,
  })

/** Opens the link once: claims it with one conditional update, then creates the account and links it. */
export async function confirmFacebookEmail(
  c: Ctx,
  db: Database,
  token: string,
): Promise<{ userId: number; next: string }> {
  const id = hashToken(token)
  const [row] = await db
    .select()
    .from(facebookEmailConfirmations)
    .where(eq(facebookEmailConfirmations.id, id))
  if (!row) throw invalid('Invalid')
  if (row.usedAt !== null) throw invalid('Used')
  if (row.expiresAt <= clock.now()) throw invalid('Expired')
  const claimed = await db
    .update(facebookEmailConfirmations)
    .set({ usedAt: clock.now() })
    .where(and(eq(facebookEmailConfirmations.id, id), isNull(facebookEmailConfirmations.usedAt)))
    .returning({ id: facebookEmailConfirmations.id })
  if (claimed.length === 0) throw invalid('Used')
  // The link creates an account; it never links one that appeared since (a click must not hand an
  // existing account to someone else's Facebook).
  if (!(await linkedUserId(db, row.providerUserId)) && (await findUserByEmail(db, row.email))) {
    throw signupConflict()
  }
  const userId = await userForVerifiedProfile(
    c,
    db,
    { providerUserId: row.providerUserId, name: row.name, email: row.email, locale: row.locale },
    'confirmed',
  )
  return { userId, next: row.next }
}
