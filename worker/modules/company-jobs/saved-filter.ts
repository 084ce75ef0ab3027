import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { SavedJobFilter, type SavedJobFilterResponse } from '../../../domain/schemas/company-jobs'
import { companyJobFilters } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'

/**
 * The company's remembered filter, or null when it remembers none (the list then shows all its
 * categories). A stored value that no longer parses (a later schema) counts as none.
 */
export async function savedFilter(db: Database, companyId: number): Promise<SavedJobFilterResponse> {
  const [row] = await db
    .select({ filters: companyJobFilters.filters })
    .from(companyJobFilters)
    .where(eq(companyJobFilters.companyId, companyId))
  if (!row) return { filter: null }
  let stored: unknown
  try {
    stored = JSON.parse(row.filters)
  } catch {
    return { filter: null }
  }
  const parsed = v.safeParse(SavedJobFilter, stored)
  return { filter: parsed.success ? parsed.output : null }
}

/** Remembers the filter (one per company; the newest wins). */
export async function saveFilter(
  db: Database,
  companyId: number,
  filter: SavedJobFilter,
): Promise<SavedJobFilterResponse> {
  const values = { companyId, filters: JSON.stringify(filter), updatedAt: clock.now() }
  await db
    .insert(companyJobFilters)
    .values(values)
    .onConflictDoUpdate({ target: companyJobFilters.companyId, set: values })
  return { filter }
}

/** Forgets the remembered filter. */
export async function forgetFilter(db: Database, companyId: number): Promise<undefined> {
  await db.delete(companyJobFilters).where(eq(companyJobFilters.companyId, companyId))
  return undefined
}
