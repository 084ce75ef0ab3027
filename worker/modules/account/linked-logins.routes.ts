import { Hono } from 'hono'
import { linkedLoginsApi } from '../../../domain/contract/linked-logins'
import type { AppBindings } from '../../env'
import { me } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { route } from '../../lib/route'
import { linkedLogins, unlinkLogin } from './linked-logins'

/** `bruger/account`: the log-ins through Facebook linked to the caller's own account. */
export const linkedLoginRoutes = new Hono<AppBindings>()

route(linkedLoginRoutes, linkedLoginsApi.list, (c) => linkedLogins(database(c.env.DB), me(c).id))

route(linkedLoginRoutes, linkedLoginsApi.unlink, async (c, { params }) => {
  await unlinkLogin(database(c.env.DB), me(c).id, params.provider, params.providerUserId)
  return undefined
})
