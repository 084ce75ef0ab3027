import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { users } from '../../db/schema'
import type { AppBindings } from '../../env'
import { database } from '../../lib/db'
import { ApiError, fieldError } from '../../lib/errors'
import { verifyPassword } from '../../lib/password'
import { consume, limits, uncount } from '../../lib/throttle'

/**
 * "Confirm with your current password" for a logged-in user (password change, account deletion, phone
 * and e-mail changes). Throttled per user, counted before the check (parallel guesses cannot slip past
 * the limit) and taken back when the password is right, so only wrong ones count: 429 after 5 wrong
 * in 15 minutes. A missing or wrong password is a field error on `path`, never a 401 (the session is
 * fine). Returns the user's row.
 */
export async function verifyCurrentPassword(
  c: Context<AppBindings>,
  user: { id: number },
  password: string | undefined,
  path = 'currentPassword',
) {
  if (!password) throw fieldError(path, 'account:::errors::currentPasswordRequired')
  const subject = String(user.id)
  await consume(c, limits.currentPassword, subject)
  const [row] = await database(c.env.DB).select().from(users).where(eq(users.id, user.id))
  if (!row) throw new ApiError('not_found')
  if (!(await verifyPassword(row.passwordHash, password, c.env.APP_ENV))) {
    throw fieldError(path, 'account:::errors::wrongPassword')
  }
  await uncount(c.env.DB, limits.currentPassword, subject)
  return row
}
