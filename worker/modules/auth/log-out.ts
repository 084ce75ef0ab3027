import type { Context } from 'hono'
import type { AppBindings } from '../../env'
import { database } from '../../lib/db'
import { clearSessionCookie, invalidateSession } from '../../lib/session'

/** Revokes the caller's session (if any) and clears its cookie. */
export async function logOut(c: Context<AppBindings>): Promise<void> {
  const session = c.get('session')
  if (session) await invalidateSession(database(c.env.DB), session.id)
  clearSessionCookie(c)
  // The logged-in first screens are kept in this browser's cache (`private, no-cache`: a `no-store` page
  // is painted only after its scripts have run, docs/decisions/009); nothing of them outlives the session.
  c.header('Clear-Site-Data', '"cache"')
}
