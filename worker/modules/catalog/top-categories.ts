import { inArray } from 'drizzle-orm'
import { maxTopCategories } from '../../../domain/rules/limits'
import { categories } from '../../db/schema'
import type { Database } from '../../lib/db'
import { ApiError, fieldError } from '../../lib/errors'

/** The top category of each chosen id (a subcategory counts toward its parent); unknown ids → 422. */
export async function topCategoriesOf(db: Database, ids: number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)]
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.id, wanted))
  if (rows.length !== wanted.length) throw fieldError('categoryIds', 'auth:::errors::categoriesUnknown')
  const parents = new Map<number, number | null>(rows.map((r) => [r.id, r.parentId]))
  const unseenParents = (list: { parentId: number | null }[]) => [
    ...new Set(list.map((r) => r.parentId).filter((p): p is number => p !== null && !parents.has(p))),
  ]
  // Walk up deeper trees too (each step is one query; the tree is at most a few levels deep).
  let missing = unseenParents(rows)
  while (missing.length > 0) {
    const more = await db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(inArray(categories.id, missing))
    for (const r of more) parents.set(r.id, r.parentId)
    missing = unseenParents(more)
  }
  const topOf = (id: number): number => {
    let current = id
    for (let depth = 0; depth < 10; depth++) {
      const parent = parents.get(current)
      if (parent === null || parent === undefined) return current
      current = parent
    }
    return current
  }
  return new Set(wanted.map(topOf))
}

/**
 * 422 on `categoryIds` with 'Du kan maksimalt vælge to over-kategorier …' when the chosen ids span more
 * than two top categories; unknown ids → 422 too. Sign-up and the company settings both call it.
 */
export async function assertTopCategoryLimit(db: Database, ids: number[]): Promise<void> {
  const tops = await topCategoriesOf(db, ids)
  if (tops.size > maxTopCategories) {
    throw new ApiError('invalid_input', {
      messageKey: 'auth:::errors::tooManyTopCategories',
      issues: [{ path: 'categoryIds', message: 'auth:::errors::tooManyTopCategories' }],
    })
  }
}
