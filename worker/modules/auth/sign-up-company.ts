import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type * as v from 'valibot'
import type { CompanySignupRequest, Me } from '../../../domain/schemas/auth'
import { companies, companyCategories } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import { database, isUniqueViolation } from '../../lib/db'
import { ApiError, fieldError } from '../../lib/errors'
import { enqueue } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { clientIp, consume, limits } from '../../lib/throttle'
import { assertTopCategoryLimit } from '../catalog/top-categories'
import { assertCvrFree, assertValidCvr } from '../cvr/cvr-checks'
import { knownZip } from '../places/known-zip'
import { freeSlug } from './free-slug'
import { hashUnlessTaken, logInNewAccount, newUserId, newUserRow } from './new-account'
import { assertPasswordPolicy } from './new-password'

type Request = v.InferOutput<typeof CompanySignupRequest>

/**
 * A new company with its owner (with a CVR, or without one in two steps): user, company, categories
 * and welcome e-mail are one batch, then the owner is logged in. A slug taken in the meantime is
 * retried with the next free one.
 */
export async function signUpCompany(c: Context<AppBindings>, body: Request): Promise<Me> {
  await consume(c, limits.signupIp, clientIp(c))
  if (body.withCvr && !body.cvr) throw fieldError('cvr', 'auth:::errors::cvrRequired')
  if (body.cvr) assertValidCvr(body.cvr)
  assertPasswordPolicy(body.password, { email: body.email, name: body.contactName })
  const place = knownZip(body.zip)
  const db = database(c.env.DB)
  await assertTopCategoryLimit(db, body.categoryIds)
  if (body.cvr) await assertCvrFree(db, body.cvr)
  const origin = publicOrigin(c)
  const locale = c.get('locale')
  const owner = { email: body.email, name: body.contactName, phone: body.phone, zip: body.zip, locale }
  const passwordHash = await hashUnlessTaken(c, db, body.email, body.password)

  let userId: number | undefined
  for (let attempt = 0; attempt < 3 && userId === undefined; attempt++) {
    const slug = await freeSlug(db, body.companyName)
    const now = clock.now()
    try {
      const [inserted] = await db.batch([
        newUserRow(db, owner, 'company', passwordHash),
        db.insert(companies).values({
          ownerUserId: newUserId(body.email),
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
          },
        }),
      ])
      userId = inserted[0]?.id
    } catch (error) {
      if (isUniqueViolation(error, 'users.email')) throw new ApiError('signup_conflict')
      if (isUniqueViolation(error, 'companies.cvr')) throw new ApiError('cvr_taken')
      if (isUniqueViolation(error, 'companies.slug')) continue
      throw error
    }
  }
  return logInNewAccount(c, db, userId)
}
