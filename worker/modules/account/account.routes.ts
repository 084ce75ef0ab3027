import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { accountEmailApi } from '../../../domain/contract/account-email'
import {
  AccountDeleteRequest,
  AccountExport,
  AccountProfile,
  AccountUpdateRequest,
  PasswordChanged,
  PasswordChangeRequest,
} from '../../../domain/schemas/account'
import type { AppBindings } from '../../env'
import { me, requireUser } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { errorResponses, jsonContent as json } from '../../lib/openapi'
import { deliverSoon, enqueue } from '../../lib/outbox'
import { route } from '../../lib/route'
import { clearSessionCookie } from '../../lib/session'
import { input } from '../../lib/validate'
import { publicOrigin } from '../auth/auth.service'
import { verifyCurrentPassword } from '../auth/current-password'
import { passwordPolicyIssue } from './account.policy'
import {
  accountProfile,
  changePassword,
  deleteAccount,
  exportAccount,
  updateAccount,
} from './account.service'
import { confirmEmailChange } from './email-change'

/** The caller's own account (`bruger/profil`, `bruger/account`). No route takes a user id. */
export const accountRoutes = new Hono<AppBindings>()
  .get(
    '/account',
    describeRoute({
      tags: ['account'],
      summary: "The caller's profile",
      responses: { 200: { description: 'OK', content: json(AccountProfile) }, 401: errorResponses[401] },
    }),
    requireUser,
    async (c) => c.json(await accountProfile(database(c.env.DB), me(c).id)),
  )
  .patch(
    '/account',
    describeRoute({
      tags: ['account'],
      summary:
        'Change name, zip or locale; a new phone (ends other sessions) or e-mail needs the current password, and a new e-mail is only mailed a confirmation link (see pendingEmail)',
      responses: {
        200: { description: 'OK', content: json(AccountProfile) },
        401: errorResponses[401],
        409: { description: 'The e-mail cannot be used' },
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    requireUser,
    input('json', AccountUpdateRequest),
    async (c) => {
      const db = database(c.env.DB)
      const userId = me(c).id
      const { emailRequested } = await updateAccount(
        db,
        userId,
        c.get('session')?.id ?? '',
        c.req.valid('json'),
        publicOrigin(c),
        (password) => verifyCurrentPassword(c, me(c), password),
      )
      if (emailRequested) deliverSoon(c)
      return c.json(await accountProfile(db, userId))
    },
  )
  .post(
    '/account/password',
    describeRoute({
      tags: ['account'],
      summary: 'Change the password; every other session ends, this one stays',
      responses: {
        200: { description: 'OK', content: json(PasswordChanged) },
        401: errorResponses[401],
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    requireUser,
    input('json', PasswordChangeRequest),
    async (c) => {
      const db = database(c.env.DB)
      const origin = publicOrigin(c)
      const body = c.req.valid('json')
      const user = await verifyCurrentPassword(c, me(c), body.currentPassword)
      const result = await changePassword(
        db,
        user,
        c.get('session')?.id ?? '',
        body,
        passwordPolicyIssue,
        // "Was it not you?": a notice to the account's e-mail, in the same batch as the change.
        (user) =>
          user.email
            ? enqueue(db, {
                channel: 'email',
                to: user.email,
                template: 'passwordChanged',
                locale: user.locale,
                payload: { name: user.name, resetLink: `${origin}/glemt-adgangskode` },
              })
            : null,
      )
      deliverSoon(c)
      return c.json(result)
    },
  )
  .get(
    '/account/export',
    describeRoute({
      tags: ['account'],
      summary: 'Download my data (GDPR art. 20) as a JSON file',
      responses: { 200: { description: 'OK', content: json(AccountExport) }, 401: errorResponses[401] },
    }),
    requireUser,
    async (c) => {
      const data = await exportAccount(database(c.env.DB), me(c).id, c.get('locale'))
      const date = data.exportedAt.slice(0, 10)
      c.header('Content-Disposition', `attachment; filename="opgavetorvet-data-${date}.json"`)
      return c.body(JSON.stringify(data, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' })
    },
  )
  .delete(
    '/account',
    describeRoute({
      tags: ['account'],
      summary: 'Delete my account (GDPR erasure); book-keeping data of a company is kept 5 years',
      responses: {
        204: { description: 'Deleted and logged out' },
        401: errorResponses[401],
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    requireUser,
    input('json', AccountDeleteRequest),
    async (c) => {
      const user = await verifyCurrentPassword(c, me(c), c.req.valid('json').password, 'password')
      await deleteAccount(database(c.env.DB), user)
      clearSessionCookie(c)
      return c.body(null, 204)
    },
  )

route(accountRoutes, accountEmailApi.confirm, async (c, { body }) => {
  const db = database(c.env.DB)
  const userId = me(c).id
  await confirmEmailChange(db, userId, c.get('session')?.id ?? '', body.token, publicOrigin(c))
  deliverSoon(c)
  return accountProfile(db, userId)
})
