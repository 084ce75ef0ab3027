import { and, eq, isNull } from 'drizzle-orm'
import type { Context } from 'hono'
import type { LoginResponse } from '../../../domain/schemas/auth'
import { facebookEmailConfirmations } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { hashToken } from '../../lib/tokens'
import { findUserByEmail, loggedInUser, redirectFor } from './accounts'
import { linkedUserId, logInThroughFacebook, userForVerifiedProfile } from './facebook-accounts'

/**
 * The owner opened the confirmation link: claims it once (one conditional update), then creates the
 * account, links it (e-mail now proven) and logs this browser in. A customer lands where the log-in
 * began; a company or an admin on their own start.
 */
export async function confirmFacebookEmail(c: Context<AppBindings>, token: string): Promise<LoginResponse> {
  const db = database(c.env.DB)
  const id = hashToken(token)
  const [row] = await db
    .select()
    .from(facebookEmailConfirmations)
    .where(eq(facebookEmailConfirmations.id, id))
  if (!row) throw new ApiError('facebook_confirm_invalid')
  if (row.usedAt !== null) throw new ApiError('facebook_confirm_used')
  if (row.expiresAt <= clock.now()) throw new ApiError('facebook_confirm_expired')
  const claimed = await db
    .update(facebookEmailConfirmations)
    .set({ usedAt: clock.now() })
    .where(and(eq(facebookEmailConfirmations.id, id), isNull(facebookEmailConfirmations.usedAt)))
    .returning({ id: facebookEmailConfirmations.id })
  if (claimed.length === 0) throw new ApiError('facebook_confirm_used')
  // The link creates an account; it never links one that appeared since (a click must not hand an
  // existing account to someone else's Facebook).
  if (!(await linkedUserId(db, row.providerUserId)) && (await findUserByEmail(db, row.email))) {
    throw new ApiError('signup_conflict')
  }
  const userId = await userForVerifiedProfile(
    c,
    db,
    { providerUserId: row.providerUserId, name: row.name, email: row.email, locale: row.locale },
    'confirmed',
  )
  await logInThroughFacebook(c, userId)
  const me = await loggedInUser(db, userId)
  return { user: me, redirectTo: me.role === 'customer' ? row.next : redirectFor(me.role) }
}
