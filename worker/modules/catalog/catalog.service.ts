import { asc, eq } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { categorySuggestionLimit } from '../../../domain/rules/limits'
import {
  foldForSearch,
  matchTarget,
  type SearchTarget,
  searchTarget,
} from '../../../domain/rules/text-search'
import type { CategoryDetail, CategorySuggestion, CategoryTree } from '../../../domain/schemas/catalog'
import { categories, categoryAttributes } from '../../db/schema'
import type { Database } from '../../lib/db'
import { collatorFor } from '../../lib/i18n'

type CategoryRow = typeof categories.$inferSelect

/**
 * The category list is small (~100 rows) and read on every keystroke, so each isolate keeps it for a
 * minute instead of asking D1 each time.
 */
const cacheTtlMs = 60_000
let cached: { at: number; rows: CategoryRow[]; targets: Map<number, SearchTarget[]> } | undefined

async function loadCategories(db: Database) {
  if (cached && Date.now() - cached.at < cacheTtlMs) return cached
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id))
  // Folded once per load, not on every keystroke.
  const targets = new Map(
    rows.map((r) => [r.id, [searchTarget(r.nameDa, r.keywords), searchTarget(r.nameEn)]]),
  )
  cached = { at: Date.now(), rows, targets }
  return cached
}

async function allCategories(db: Database): Promise<CategoryRow[]> {
  return (await loadCategories(db)).rows
}

/**
 * The category rows as text: part of the content version of pages that show the catalog (their edge
 * cache key), so a changed category is a new key (worker/render).
 */
export async function catalogFingerprint(db: Database): Promise<string> {
  return JSON.stringify((await loadCategories(db)).rows)
}

/** Tests and the seed change categories under a running isolate. */
export function forgetCategoryCache() {
  cached = undefined
}

const nameOf = (row: Pick<CategoryRow, 'nameDa' | 'nameEn'>, locale: Locale) =>
  locale === 'en' ? row.nameEn : row.nameDa

/** Categories as choices (`id`, `name`), named and ordered in the reader's language. */
export function categoryChoices(rows: Pick<CategoryRow, 'id' | 'nameDa' | 'nameEn'>[], locale: Locale) {
  const collator = collatorFor(locale)
  return rows
    .map((row) => ({ id: row.id, name: nameOf(row, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

export async function searchCategories(
  db: Database,
  q: string,
  locale: Locale,
): Promise<CategorySuggestion[]> {
  const { rows, targets } = await loadCategories(db)
  const byId = new Map(rows.map((r) => [r.id, r]))
  const collator = collatorFor(locale)
  const folded = foldForSearch(q)
  return rows
    .map((row) => ({
      row,
      score: Math.max(...(targets.get(row.id) ?? []).map((target) => matchTarget(folded, target))),
    }))
    .filter((m) => m.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(a.row.parentId !== null) - Number(b.row.parentId !== null) ||
        collator.compare(nameOf(a.row, locale), nameOf(b.row, locale)),
    )
    .slice(0, categorySuggestionLimit)
    .map(({ row }) => {
      const parent = row.parentId === null ? undefined : byId.get(row.parentId)
      return {
        id: row.id,
        slug: row.slug,
        name: nameOf(row, locale),
        parentName: parent ? nameOf(parent, locale) : null,
        link: `/createjob/${row.slug}?word=${encodeURIComponent(q)}`,
      }
    })
}

export async function categoryTree(db: Database, locale: Locale): Promise<CategoryTree> {
  const rows = await allCategories(db)
  const top = rows.filter((r) => r.parentId === null)
  return {
    categories: top.map((t) => ({
      id: t.id,
      slug: t.slug,
      name: nameOf(t, locale),
      needsCarModel: t.needsCarModel,
      children: rows
        .filter((r) => r.parentId === t.id)
        .map((c) => ({ id: c.id, slug: c.slug, name: nameOf(c, locale), needsCarModel: c.needsCarModel })),
    })),
  }
}

export async function categoryBySlug(
  db: Database,
  slug: string,
  locale: Locale,
): Promise<CategoryDetail | null> {
  const rows = await allCategories(db)
  const row = rows.find((r) => r.slug === slug)
  if (!row) return null
  const parent = row.parentId === null ? undefined : rows.find((r) => r.id === row.parentId)
  // A subcategory asks its own questions and its top category's.
  const ids = parent ? [parent.id, row.id] : [row.id]
  const attributeRows = (
    await Promise.all(
      ids.map((id) =>
        db
          .select()
          .from(categoryAttributes)
          .where(eq(categoryAttributes.categoryId, id))
          .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.id)),
      ),
    )
  ).flat()
  return {
    id: row.id,
    slug: row.slug,
    name: nameOf(row, locale),
    parent: parent ? { slug: parent.slug, name: nameOf(parent, locale) } : null,
    needsCarModel: row.needsCarModel || (parent?.needsCarModel ?? false),
    attributes: attributeRows.map((a) => ({
      id: a.id,
      kind: a.kind,
      label: locale === 'en' ? a.labelEn : a.labelDa,
      options: (a.options ?? []).map((o) => ({ value: o.value, label: locale === 'en' ? o.en : o.da })),
      unit: a.unit,
      required: a.required,
    })),
  }
}
