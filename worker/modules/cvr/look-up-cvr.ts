import type { CvrLookup } from '../../../domain/schemas/auth'
import type { AppEnv } from '../../env'
import { cvrAdapter } from '../../lib/adapters/cvr'
import { database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { log } from '../../lib/log'
import { assertCvrFree, assertValidCvr } from './cvr-checks'

const cacheSeconds = 86_400
const cacheKey = (cvr: string) => `cvr:${cvr}`

/**
 * The CVR look-up behind the sign-up form: 422 for a bad number (format or modulus 11), 409 when the
 * CVR already owns a company here, 404 when the register has no such company. Register answers are
 * cached in KV for a day (a miss is cached too).
 */
export async function lookUpCvr(env: AppEnv, cvr: string): Promise<CvrLookup> {
  assertValidCvr(cvr)
  await assertCvrFree(database(env.DB), cvr)
  const cached = await env.KV.get<{ company: CvrLookup | null }>(cacheKey(cvr), 'json')
  let company = cached ? cached.company : undefined
  if (company === undefined) {
    try {
      company = await cvrAdapter(env).lookup(cvr)
    } catch (error) {
      log.warn('cvr lookup failed', { error: String(error) })
      throw new ApiError('cvr_unavailable')
    }
    await env.KV.put(cacheKey(cvr), JSON.stringify({ company }), { expirationTtl: cacheSeconds })
  }
  if (!company) throw new ApiError('cvr_not_found')
  return company
}
