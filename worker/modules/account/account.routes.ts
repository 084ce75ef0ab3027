import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
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
import { clearSessionCookie } from '../../lib/session'
import { input } from '../../lib/validate'
import { passwordPolicyIssue } from './account.policy'
import {
  accountProfile,
  changePassword,
  deleteAccount,
  exportAccount,
  updateAccount,
} from './account.service'

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
      summary: 'Change name, phone, zip, e-mail (needs the current password) or locale',
      responses: {
        200: { description: 'OK', content: json(AccountProfile) },
        401: errorResponses[401],
        409: { description: 'The e-mail cannot be used' },
        422: errorResponses[422],
      },
    }),
    requireUser,
    input('json', AccountUpdateRequest),
    async (c) => {
      const db = database(c.env.DB)
      const userId = me(c).id
      await updateAccount(db, userId, c.req.valid('json'))
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
      },
    }),
    requireUser,
    input('json', PasswordChangeRequest),
    async (c) => {
      const db = database(c.env.DB)
      const origin = c.env.APP_ENV === 'production' ? c.env.PUBLIC_ORIGIN : new URL(c.req.url).origin
      const result = await changePassword(
        db,
        me(c).id,
        c.get('session')?.id ?? '',
        c.req.valid('json'),
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
      },
    }),
    requireUser,
    input('json', AccountDeleteRequest),
    async (c) => {
      await deleteAccount(database(c.env.DB), me(c).id, c.req.valid('json').password)
      clearSessionCookie(c)
      return c.body(null, 204)
    },
  )
