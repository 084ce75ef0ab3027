import { Hono } from 'hono'
import { accountApi } from '../../../domain/contract/account'
import { accountEmailApi } from '../../../domain/contract/account-email'
import type { AppBindings } from '../../env'
import { me } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { deliverSoon, thenDeliver } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { route } from '../../lib/route'
import { clearSessionCookie } from '../../lib/session'
import { consume, limits } from '../../lib/throttle'
import { verifyCurrentPassword } from '../auth/current-password'
import { accountProfile } from './account-profile'
import { changePassword } from './change-password'
import { deleteAccount } from './delete-account'
import { confirmEmailChange } from './email-change'
import { exportAccount } from './export-account'
import { updateAccount } from './update-account'

/** The caller's own account (`bruger/profil`, `bruger/account`). No route takes a user id. */
export const accountRoutes = new Hono<AppBindings>()

const sessionId = (c: Parameters<typeof me>[0]) => c.get('session')?.id ?? ''

route(accountRoutes, accountApi.profile, (c) => accountProfile(database(c.env.DB), me(c).id))

route(accountRoutes, accountApi.update, async (c, { body }) => {
  const { profile, emailRequested } = await updateAccount(
    database(c.env.DB),
    me(c).id,
    sessionId(c),
    body,
    publicOrigin(c),
    (password) => verifyCurrentPassword(c, me(c), password),
    async (email) => {
      await consume(c, limits.emailChangeUser, String(me(c).id))
      await consume(c, limits.emailChangeAddress, email)
    },
  )
  if (emailRequested) deliverSoon(c)
  return profile
})

route(accountRoutes, accountApi.changePassword, (c, { body }) =>
  thenDeliver(
    c,
    changePassword(database(c.env.DB), sessionId(c), body, publicOrigin(c), (password) =>
      verifyCurrentPassword(c, me(c), password),
    ),
  ),
)

route(accountRoutes, accountApi.export, async (c) => {
  const data = await exportAccount(database(c.env.DB), me(c).id, c.get('locale'))
  c.header(
    'Content-Disposition',
    `attachment; filename="opgavetorvet-data-${data.exportedAt.slice(0, 10)}.json"`,
  )
  return data
})

route(accountRoutes, accountApi.remove, async (c, { body }) => {
  await deleteAccount(database(c.env.DB), c.env.MEDIA, body.password, (password) =>
    verifyCurrentPassword(c, me(c), password, 'password'),
  )
  clearSessionCookie(c)
  return undefined
})

route(accountRoutes, accountEmailApi.confirm, async (c, { body }) => {
  const db = database(c.env.DB)
  await confirmEmailChange(db, me(c).id, sessionId(c), body.token, publicOrigin(c))
  deliverSoon(c)
  return accountProfile(db, me(c).id)
})
