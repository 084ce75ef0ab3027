import { Hono } from 'hono'
import { authApi } from '../../../domain/contract/auth'
import type { AppBindings } from '../../env'
import { database } from '../../lib/db'
import { translate } from '../../lib/i18n'
import { route } from '../../lib/route'
import { meOf, redirectFor } from './accounts'
import { logInWithPassword } from './log-in'
import { logOut } from './log-out'
import { lookUpProfile } from './look-up-profile'
import { requestPasswordReset } from './request-password-reset'
import { resetPassword } from './reset-password'
import { signUpCompany } from './sign-up-company'
import { signUpCustomer } from './sign-up-customer'

/** Log-in, sign-up, password reset and profile confirmation: each handler calls one use-case. */
export const authRoutes = new Hono<AppBindings>()

route(authRoutes, authApi.me, async (c) => {
  const user = c.get('user')
  return { user: user ? await meOf(database(c.env.DB), user.id) : null }
})

route(authRoutes, authApi.login, async (c, { body }) => {
  const user = await logInWithPassword(c, body.email, body.password)
  return { user, redirectTo: redirectFor(user.role) }
})

route(authRoutes, authApi.logout, async (c) => {
  await logOut(c)
  return { user: null }
})

route(authRoutes, authApi.signupCustomer, async (c, { body }) => ({
  user: await signUpCustomer(c, body),
  redirectTo: null,
}))

route(authRoutes, authApi.signupCompany, async (c, { body }) => {
  const user = await signUpCompany(c, body)
  return { user, redirectTo: redirectFor(user.role) }
})

// The same answer whether or not the e-mail has an account.
route(authRoutes, authApi.requestPasswordReset, async (c, { body }) => {
  await requestPasswordReset(c, body.email)
  return { message: translate(c.get('locale'), 'auth:::messages::resetRequested') }
})

route(authRoutes, authApi.resetPassword, (c, { body }) => resetPassword(c, body))

route(authRoutes, authApi.lookupProfile, (c, { body }) => lookUpProfile(c, body.email, body.as))

route(authRoutes, authApi.confirmProfile, async (c, { body }) => ({
  user: await logInWithPassword(c, body.email, body.password),
}))
