import * as v from 'valibot'

/**
 * A row's id in a path or query (`/…/:agentId`, `?category=`): 1 to 9 digits, read as a number; anything
 * else is a 422. Schemas whose ids follow another rule (a 404 for a malformed id) keep their own.
 */
export const IdParam = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))

/** The path parameters that name one category, company or contact, the same for every route that takes them. */
export const CategoryParam = v.object({ categoryId: IdParam })
export const CompanyParam = v.object({ companyId: IdParam })
export const ContactParam = v.object({ contactId: IdParam })
