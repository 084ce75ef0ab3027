import { and, eq, gte, lt, or } from 'drizzle-orm'
import { uniqueSlug } from '../../../domain/rules/slug'
import { companies } from '../../db/schema'
import type { Database } from '../../lib/db'

/**
 * A free public slug for a company name (`-2`, `-3` … when taken; never a reserved word). The taken ones
 * are `base` and the range `base-` … `base.` ('.' sorts right after '-'): no LIKE, whose pattern D1 caps
 * at 50 bytes (a long company name gave a 500).
 */
export async function freeSlug(db: Database, name: string): Promise<string> {
  const base = uniqueSlug(name, [])
  const taken = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(or(eq(companies.slug, base), and(gte(companies.slug, `${base}-`), lt(companies.slug, `${base}.`))))
  return uniqueSlug(
    name,
    taken.map((t) => t.slug),
  )
}
