import * as v from 'valibot'

/**
 * A row's id in a path or query (`/…/:agentId`, `?category=`): 1 to 9 digits, read as a number; anything
 * else is a 422.
 */
export const NumericId = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))

/** A path id of up to 12 digits; anything else names no row (404, like an id that does not exist). */
export const NumericIdOr404 = v.pipe(
  v.string(),
  v.regex(/^\d{1,12}$/, 'common:::errors::not_found'),
  v.transform(Number),
)

/** The same, written as the row's id is written (no leading zero): `0` and `007` name no row either. */
export const PositiveIdOr404 = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,11}$/, 'common:::errors::not_found'),
  v.transform(Number),
)

/**
 * A row's id in a JSON body (`{ "companyId": 12 }`): a whole number from 1 up to the largest exact one
 * (never 1e300, which D1 would store as a REAL); anything else is a 422.
 */
export const BodyId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))

/** The path parameters that name one category, company or contact, the same for every route that takes them. */
export const CategoryParam = v.object({ categoryId: NumericId })
export const CompanyParam = v.object({ companyId: NumericId })
export const ContactParam = v.object({ contactId: NumericId })
