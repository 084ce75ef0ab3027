import { eq } from 'drizzle-orm'
import { isValidCvr } from '../../../domain/rules/cvr'
import type { CvrLookup } from '../../../domain/schemas/auth'
import { companies } from '../../db/schema'
import type { AppEnv } from '../../env'
import { cvrAdapter } from '../../lib/adapters/cvr'
import { database } from '../../lib/db'
import { ApiError } from '../../lib/errors'

const cacheSeconds = 86_400
const cacheKey = (cvr: string) => `cvr:${cvr}`

/**
 * The CVR look-up behind the sign-up form: 422 for a bad number (format or modulus 11), 409 when the
 * CVR already owns a company here, 404 when the register has no such company. Register answers are
 * cached in KV for a day (a miss is cached too).
 */
export async function lookupCvr(env: AppEnv, cvr: string): Promise<CvrLookup> {
  if (!isValidCvr(cvr)) {
    throw new ApiError('invalid_input', {
      messageKey: 'auth:::errors::cvrInvalid',
      issues: [{ path: 'cvr', message: 'auth:::errors::cvrInvalid' }],
    })
  }
  const [owner] = await database(env.DB)
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.cvr, cvr))
    .limit(1)
  if (owner) throw new ApiError('cvr_taken', { status: 409, messageKey: 'auth:::errors::cvrTaken' })

  const cached = await env.KV.get<{ company: CvrLookup | null }>(cacheKey(cvr), 'json')
  let company = cached ? cached.company : undefined
  if (company === undefined) {
    try {
      company = await cvrAdapter(env).lookup(cvr)
    } catch (error) {
      console.warn(JSON.stringify({ level: 'warn', message: 'cvr lookup failed', error: String(error) }))
      throw new ApiError('cvr_unavailable', { status: 503, messageKey: 'auth:::errors::cvrUnavailable' })
    }
    await env.KV.put(cacheKey(cvr), JSON.stringify({ company }), { expirationTtl: cacheSeconds })
  }
  if (!company) throw new ApiError('not_found', { messageKey: 'auth:::errors::cvrNotFound' })
  return company
}
