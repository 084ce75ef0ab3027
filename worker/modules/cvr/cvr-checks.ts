import { eq } from 'drizzle-orm'
import { isValidCvr } from '../../../domain/rules/cvr'
import { companies } from '../../db/schema'
import type { Database } from '../../lib/db'
import { ApiError } from '../../lib/errors'

/**
 * 422 on `cvr` for a number that fails modulus 11 (its 8 digits are the schema's); the envelope says
 * the same, since the look-up form has this one field.
 */
export function assertValidCvr(cvr: string) {
  const message = 'auth:::errors::cvrInvalid'
  if (!isValidCvr(cvr))
    throw new ApiError('invalid_input', { messageKey: message, issues: [{ path: 'cvr', message }] })
}

/** 409 `cvr_taken` when the CVR already owns a company here (one company per CVR). */
export async function assertCvrFree(db: Database, cvr: string) {
  const [owner] = await db.select({ id: companies.id }).from(companies).where(eq(companies.cvr, cvr)).limit(1)
  if (owner) throw new ApiError('cvr_taken')
}
