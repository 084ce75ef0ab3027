import type { Context } from 'hono'
import type { FacebookStatus } from '../../../domain/schemas/auth'
import type { AppBindings } from '../../env'
import { loginCancelled, loginUnderWay, readPending } from './facebook-pending'

/** What the opener's 2-second poll learns: logged in, waiting for an e-mail, cancelled, under way, or failed. */
export async function facebookStatus(c: Context<AppBindings>): Promise<FacebookStatus> {
  const user = c.get('user')
  if (user) return { status: 'refresh', user: { name: user.name, email: user.email, phone: user.phone } }
  const pending = await readPending(c)
  if (pending)
    return { status: 'needs_email', user: { name: pending.profile.name, email: null, phone: null } }
  if (loginCancelled(c)) return { status: 'cancelled', user: null }
  if (loginUnderWay(c)) return { status: 'pending', user: null }
  return { status: 'error', user: null }
}
