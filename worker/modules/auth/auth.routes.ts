import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { isValidCvr } from '../../../domain/rules/cvr'
import {
  CompanySignupRequest,
  CustomerSignupRequest,
  LoginRequest,
  LoginResponse,
  MeResponse,
  PasswordResetConfirm,
  PasswordResetRequest,
  PasswordResetRequested,
  ProfileConfirmRequest,
  ProfileConfirmResponse,
  ProfileLookupRequest,
  ProfileLookupResponse,
  SignupResponse,
} from '../../../domain/schemas/auth'
import { companies, companyCategories, passwordResets, sessions, users } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { translate } from '../../lib/i18n'
import { errorResponses, jsonContent as json } from '../../lib/openapi'
import { deliverSoon, enqueue } from '../../lib/outbox'
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password'
import { clearSessionCookie, invalidateSession, logIn } from '../../lib/session'
import {
  clear,
  clientIp,
  consume,
  count,
  limits,
  secondsLeft,
  tooManyRequests,
  uncount,
} from '../../lib/throttle'
import { input } from '../../lib/validate'
import {
  assertPasswordPolicy,
  confirmProfileName,
  fieldError,
  findUserByEmail,
  freeSlug,
  hashCode,
  hashToken,
  isUniqueViolation,
  meOf,
  publicOrigin,
  randomCode,
  randomToken,
  redirectFor,
  resetLifetimeSeconds,
  resetLink,
  signupAttemptMail,
  signupConflict,
  topCategoriesOf,
  zipInfo,
} from './auth.service'
import { knownDeviceOf, rememberDevice } from './known-device'
import { dropUnprovenLinks } from './oauth-links'

type Ctx = import('hono').Context<AppBindings>

const invalidCredentials = () =>
  new ApiError('invalid_credentials', { status: 401, messageKey: 'auth:::errors::invalidCredentials' })
const accountBlocked = () =>
  new ApiError('account_blocked', { status: 403, messageKey: 'auth:::errors::blocked' })
/** SMS codes one reset can be tried with; then it is void. */
const maxCodeAttempts = 5
const codesUsedUp = () => new ApiError('rate_limited', { messageKey: 'auth:::errors::codeThrottled' })

/** Counts one reset SMS per phone and per IP (both, before sending) and says whether it may go. */
async function smsAllowed(d1: D1Database, phone: string, ip: string) {
  // One number however it was typed (`12 34 56 78`, `+4512345678`).
  const number = phone.replace(/\s+/g, '').replace(/^\+45/, '')
  const [perPhone, perIp] = await Promise.all([
    count(d1, limits.smsPhone, number),
    count(d1, limits.smsIp, ip),
  ])
  return perPhone.n <= limits.smsPhone.max && perIp.n <= limits.smsIp.max
}

/**
 * The password check shared by log-in and profile confirmation: throttled per IP and per account,
 * the same 401 for an unknown e-mail and a wrong password (verifyPassword spends the same time on a
 * dummy hash), 403 for a blocked account only after a correct password.
 *
 * Throttling counts every attempt before the password is checked (decision 008: parallel guesses get
 * the counts 1 … N, so exactly `max` are checked) and takes it back when the password is right, so
 * only failures stay counted. A browser that logged in to the account before is counted on a window
 * of its own: an attacker's wrong passwords do not lock the owner out (the per-IP limit still applies).
 */
async function authenticate(c: Ctx, email: string, password: string) {
  const d1 = c.env.DB
  const ip = clientIp(c)
  const db = database(d1)
  const user = await findUserByEmail(db, email)
  const device = await knownDeviceOf(c, user?.id)
  const account = device ? `${email}\n${device}` : email
  const ipWindow = await count(d1, limits.loginIp, ip)
  if (secondsLeft(limits.loginIp, ipWindow) > 0) {
    throw tooManyRequests(c, limits.loginIp, secondsLeft(limits.loginIp, ipWindow))
  }
  const accountWindow = await count(d1, limits.loginAccount, account)
  if (secondsLeft(limits.loginAccount, accountWindow) > 0) {
    throw tooManyRequests(c, limits.loginAccount, secondsLeft(limits.loginAccount, accountWindow))
  }
  const ok = await verifyPassword(user?.passwordHash, password)
  if (!user || !ok || user.status === 'deleted') throw invalidCredentials()
  if (user.status === 'blocked') throw accountBlocked()
  await Promise.all([uncount(d1, limits.loginIp, ip), clear(d1, limits.loginAccount, account)])
  await rememberDevice(c, user.id)
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id))
  }
  await logIn(c, user.id)
  const me = await meOf(db, user.id)
  if (!me) throw new ApiError('internal')
  return me
}

export const authRoutes = new Hono<AppBindings>()
  .post(
    '/auth/login',
    describeRoute({
      tags: ['auth'],
      summary: 'Log in with e-mail and password; replaces /bruger/modalformlogin',
      description:
        'Sets the `__Host-session` cookie (a new token every time). `redirectTo` is `/firma/opgaver` for a company, `/admin` for an admin, null for a customer (reload the page). 401 for a wrong e-mail or password (same message), 403 for a blocked account, 429 when throttled.',
      responses: {
        200: { description: 'Logged in', content: json(LoginResponse) },
        401: { description: 'Wrong e-mail or password' },
        403: { description: 'Blocked account' },
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    input('json', LoginRequest),
    async (c) => {
      const { email, password } = c.req.valid('json')
      const user = await authenticate(c, email, password)
      return c.json({ user, redirectTo: redirectFor(user.role) })
    },
  )
  .post(
    '/auth/logout',
    describeRoute({
      tags: ['auth'],
      summary: 'Log out: revokes the session and clears the cookie',
      responses: { 200: { description: 'Logged out', content: json(MeResponse) } },
    }),
    async (c) => {
      const session = c.get('session')
      if (session) await invalidateSession(database(c.env.DB), session.id)
      clearSessionCookie(c)
      return c.json({ user: null })
    },
  )
  .get(
    '/auth/me',
    describeRoute({
      tags: ['auth'],
      summary: 'The caller (null when anonymous), with the company they own',
      responses: { 200: { description: 'OK', content: json(MeResponse) } },
    }),
    async (c) => {
      const user = c.get('user')
      return c.json({ user: user ? await meOf(database(c.env.DB), user.id) : null })
    },
  )
  .post(
    '/auth/signup/customer',
    describeRoute({
      tags: ['auth'],
      summary: 'Sign up as a customer (customer_type person); logs in and sends a welcome e-mail',
      description:
        'A taken e-mail gives the generic 409 (no enumeration) and the owner gets an e-mail about the attempt.',
      responses: {
        201: { description: 'Created and logged in', content: json(SignupResponse) },
        409: { description: 'Could not create the profile (generic)' },
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    input('json', CustomerSignupRequest),
    async (c) => {
      const body = c.req.valid('json')
      await consume(c, limits.signupIp, clientIp(c))
      assertPasswordPolicy(body.password, { email: body.email, name: body.name })
      zipInfo(body.zip)
      const db = database(c.env.DB)
      const origin = publicOrigin(c)
      const locale = c.get('locale')
      // Hash first on every path, so a taken e-mail answers no faster than a new one.
      const passwordHash = await hashPassword(body.password)
      const existing = await findUserByEmail(db, body.email)
      if (existing) {
        const mail = signupAttemptMail(db, existing, origin)
        if (mail) {
          await mail
          deliverSoon(c)
        }
        throw signupConflict()
      }
      let userId: number | undefined
      try {
        const [inserted] = await db.batch([
          db
            .insert(users)
            .values({
              email: body.email,
              name: body.name,
              phone: body.phone,
              zip: body.zip,
              passwordHash,
              role: 'customer',
              locale,
              createdAt: clock.now(),
            })
            .returning({ id: users.id }),
          enqueue(db, {
            channel: 'email',
            to: body.email,
            template: 'welcomeCustomer',
            locale,
            payload: { name: body.name, link: `${origin}/` },
          }),
        ])
        userId = inserted[0]?.id
      } catch (error) {
        if (isUniqueViolation(error, 'email')) throw signupConflict()
        throw error
      }
      if (!userId) throw new ApiError('internal')
      await logIn(c, userId)
      deliverSoon(c)
      const user = await meOf(db, userId)
      return c.json({ user, redirectTo: null }, 201)
    },
  )
  .post(
    '/auth/signup/company',
    describeRoute({
      tags: ['auth'],
      summary: 'Sign up a company (with CVR, or without CVR in two steps); logs in the owner',
      description:
        'User, company and categories are one batch. At most two top categories (a subcategory counts toward its top category), at least one; the zip must exist; a CVR (8 digits, modulus 11) can own one company (409). A taken e-mail gives the generic 409.',
      responses: {
        201: { description: 'Created and logged in', content: json(SignupResponse) },
        409: { description: 'CVR already has a company, or the generic sign-up conflict' },
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    input('json', CompanySignupRequest),
    async (c) => {
      const body = c.req.valid('json')
      await consume(c, limits.signupIp, clientIp(c))
      if (body.withCvr && !body.cvr) throw fieldError('cvr', 'auth:::errors::cvrRequired')
      if (body.cvr && !isValidCvr(body.cvr)) throw fieldError('cvr', 'auth:::errors::cvrInvalid')
      assertPasswordPolicy(body.password, { email: body.email, name: body.contactName })
      const place = zipInfo(body.zip)
      const db = database(c.env.DB)
      const tops = await topCategoriesOf(db, body.categoryIds)
      if (tops.size > 2) {
        throw new ApiError('invalid_input', {
          messageKey: 'auth:::errors::tooManyTopCategories',
          issues: [{ path: 'categoryIds', message: 'auth:::errors::tooManyTopCategories' }],
        })
      }
      if (body.cvr) {
        const [owner] = await db
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.cvr, body.cvr))
          .limit(1)
        if (owner) throw new ApiError('cvr_taken', { status: 409, messageKey: 'auth:::errors::cvrTaken' })
      }
      const origin = publicOrigin(c)
      const locale = c.get('locale')
      const passwordHash = await hashPassword(body.password)
      const existing = await findUserByEmail(db, body.email)
      if (existing) {
        const mail = signupAttemptMail(db, existing, origin)
        if (mail) {
          await mail
          deliverSoon(c)
        }
        throw signupConflict()
      }

      let userId: number | undefined
      for (let attempt = 0; attempt < 3 && userId === undefined; attempt++) {
        const slug = await freeSlug(db, body.companyName)
        const now = clock.now()
        const ownerId = sql`(select id from users where email = ${body.email})`
        try {
          const [inserted] = await db.batch([
            db
              .insert(users)
              .values({
                email: body.email,
                name: body.contactName,
                phone: body.phone,
                zip: body.zip,
                passwordHash,
                role: 'company',
                locale,
                createdAt: now,
              })
              .returning({ id: users.id }),
            db.insert(companies).values({
              ownerUserId: ownerId,
              kind: body.withCvr ? 'company' : 'person',
              name: body.companyName,
              slug,
              cvr: body.cvr ?? null,
              address: body.address,
              zip: place.zip,
              city: place.city,
              region: place.region,
              phone: body.phone,
              email: body.email,
              description: body.description ?? '',
              createdAt: now,
            }),
            db.insert(companyCategories).values(
              [...new Set(body.categoryIds)].map((categoryId) => ({
                companyId: sql`(select id from companies where slug = ${slug})`,
                categoryId,
              })),
            ),
            enqueue(db, {
              channel: 'email',
              to: body.email,
              template: 'welcomeCompany',
              locale,
              payload: {
                name: body.contactName,
                company: body.companyName,
                link: `${origin}/firma/opgaver`,
                profileLink: `${origin}/${slug}`,
              },
            }),
          ])
          userId = inserted[0]?.id
        } catch (error) {
          if (isUniqueViolation(error, 'users.email')) throw signupConflict()
          if (isUniqueViolation(error, 'companies.cvr')) {
            throw new ApiError('cvr_taken', { status: 409, messageKey: 'auth:::errors::cvrTaken' })
          }
          if (isUniqueViolation(error, 'companies.slug')) continue
          throw error
        }
      }
      if (!userId) throw new ApiError('internal')
      await logIn(c, userId)
      deliverSoon(c)
      const user = await meOf(db, userId)
      return c.json({ user, redirectTo: '/firma/opgaver' }, 201)
    },
  )
  .post(
    '/auth/password-reset',
    describeRoute({
      tags: ['auth'],
      summary:
        'Forgotten password: e-mail with a link and SMS with a code; replaces /bruger/sendmailforgotpassword',
      description:
        'Always 202 with the same message, whether or not the e-mail exists. The link and the code work once, for 30 minutes. SMS sending is limited per phone and per IP.',
      responses: {
        202: { description: 'Accepted', content: json(PasswordResetRequested) },
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    input('json', PasswordResetRequest),
    async (c) => {
      const { email } = c.req.valid('json')
      const ip = clientIp(c)
      await consume(c, limits.resetIp, ip)
      const db = database(c.env.DB)
      const user = await findUserByEmail(db, email)
      if (user && user.status === 'active' && user.email) {
        const token = randomToken()
        const id = hashToken(token)
        const now = clock.now()
        // SMS limits are counted first and applied silently: a 429 here would tell that the account exists.
        const code = user.phone && (await smsAllowed(c.env.DB, user.phone, ip)) ? randomCode() : null
        await db.batch([
          // Only the newest reset works.
          db
            .update(passwordResets)
            .set({ usedAt: now })
            .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt))),
          db.insert(passwordResets).values({
            id,
            userId: user.id,
            smsCodeHash: code ? hashCode(id, code) : null,
            expiresAt: now + resetLifetimeSeconds,
            createdAt: now,
          }),
          enqueue(db, {
            channel: 'email',
            to: user.email,
            template: 'passwordReset',
            locale: user.locale,
            payload: { name: user.name, link: resetLink(publicOrigin(c), token) },
          }),
          ...(code && user.phone
            ? [
                enqueue(db, {
                  channel: 'sms',
                  to: user.phone,
                  template: 'passwordResetSms',
                  locale: user.locale,
                  payload: { code },
                }),
              ]
            : []),
        ])
        deliverSoon(c)
      }
      return c.json({ message: translate(c.get('locale'), 'auth:::messages::resetRequested') }, 202)
    },
  )
  .post(
    '/auth/password-reset/confirm',
    describeRoute({
      tags: ['auth'],
      summary: "Set a new password with the e-mail's link token or the e-mail + the SMS code",
      description:
        'Single use: marks the reset used, ends every session of the user, unlocks the account (per-account log-in limit) and logs in fresh. 400 for an unknown, used, voided or expired link; 422 for a wrong code or a weak password; 429 once five codes were tried (the reset is void: ask for a new one) or too many confirms from one IP.',
      responses: {
        200: { description: 'Password changed, logged in', content: json(LoginResponse) },
        400: { description: 'Invalid, used or expired link or code' },
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    input('json', PasswordResetConfirm),
    async (c) => {
      const body = c.req.valid('json')
      const db = database(c.env.DB)
      const ip = clientIp(c)
      await consume(c, limits.resetConfirmIp, ip)
      const invalid = (key: 'resetInvalid' | 'resetUsed' | 'resetExpired') =>
        new ApiError(`reset_${key.slice(5).toLowerCase()}`, {
          status: 400,
          messageKey: `auth:::errors::${key}`,
        })

      let reset: typeof passwordResets.$inferSelect | undefined
      if ('token' in body) {
        ;[reset] = await db
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.id, hashToken(body.token)))
        if (!reset) throw invalid('resetInvalid')
        if (reset.attempts >= maxCodeAttempts) throw invalid('resetInvalid')
      } else {
        const user = await findUserByEmail(db, body.email)
        ;[reset] = user
          ? await db
              .select()
              .from(passwordResets)
              .where(
                and(
                  eq(passwordResets.userId, user.id),
                  isNull(passwordResets.usedAt),
                  gt(passwordResets.expiresAt, clock.now()),
                ),
              )
              .orderBy(desc(passwordResets.createdAt))
              .limit(1)
          : []
        const codeWrong = () => fieldError('code', 'auth:::errors::codeWrong', 'auth:::errors::codeWrong')
        if (!reset?.smsCodeHash) throw codeWrong()
        // Counted on the reset itself before the code is compared: of N parallel guesses exactly five
        // are checked, and five tried codes void the reset (its link too).
        const [tried] = await db
          .update(passwordResets)
          .set({ attempts: sql`${passwordResets.attempts} + 1` })
          .where(
            and(
              eq(passwordResets.id, reset.id),
              lt(passwordResets.attempts, maxCodeAttempts),
              isNull(passwordResets.usedAt),
            ),
          )
          .returning({ attempts: passwordResets.attempts })
        if (!tried) throw codesUsedUp()
        if (hashCode(reset.id, body.code) !== reset.smsCodeHash) throw codeWrong()
      }
      if (reset.usedAt !== null) throw invalid('resetUsed')
      if (reset.expiresAt <= clock.now()) throw invalid('resetExpired')

      const [user] = await db.select().from(users).where(eq(users.id, reset.userId))
      if (!user || user.status === 'deleted') throw invalid('resetInvalid')
      if (user.status === 'blocked') throw accountBlocked()
      assertPasswordPolicy(body.password, { email: user.email ?? undefined, name: user.name })
      const passwordHash = await hashPassword(body.password)

      // Claim the reset with one conditional statement: two parallel confirms cannot both win.
      const claimed = await db
        .update(passwordResets)
        .set({ usedAt: clock.now() })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id })
      if (claimed.length === 0) throw invalid('resetUsed')
      await db.batch([
        db.update(users).set({ passwordHash }).where(eq(users.id, user.id)),
        db.delete(sessions).where(eq(sessions.userId, user.id)),
        dropUnprovenLinks(db, user.id),
      ])
      // A completed reset unlocks the account.
      if (user.email) await clear(c.env.DB, limits.loginAccount, user.email)
      await logIn(c, user.id)
      await rememberDevice(c, user.id)
      const me = await meOf(db, user.id)
      return c.json({ user: me, redirectTo: me ? redirectFor(me.role) : null })
    },
  )
  .post(
    '/auth/profile-confirmation/lookup',
    describeRoute({
      tags: ['auth'],
      summary: 'Does an account with this e-mail exist? Replaces /bruger|firma/findemail',
      description:
        "Used by forms that create a customer on the way: found → ask for the password (confirm), not found → continue as a new user. Answers only what the confirm-profile modal shows: a customer's first name or the company's public name. Rate-limited per IP because it reveals existence.",
      responses: {
        200: { description: 'OK', content: json(ProfileLookupResponse) },
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    input('json', ProfileLookupRequest),
    async (c) => {
      const { email, as } = c.req.valid('json')
      await consume(c, limits.profileLookupIp, clientIp(c))
      const ownerName = await confirmProfileName(database(c.env.DB), email, as)
      return c.json({ found: ownerName !== null, ownerName })
    },
  )
  .post(
    '/auth/profile-confirmation/confirm',
    describeRoute({
      tags: ['auth'],
      summary: 'Confirm the profile with its password and log in; replaces /bruger|firma/data_acknowledgment',
      responses: {
        200: { description: 'Confirmed and logged in', content: json(ProfileConfirmResponse) },
        401: { description: 'Wrong password' },
        403: { description: 'Blocked account' },
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    input('json', ProfileConfirmRequest),
    async (c) => {
      const { email, password } = c.req.valid('json')
      const user = await authenticate(c, email, password)
      return c.json({ user })
    },
  )
