import { sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { regionOrder } from '../../../domain/rules/zip'
import type { CompanyJobFilters } from '../../../domain/schemas/company-jobs'
import type { Database } from '../../lib/db'
import { parseOptions } from '../jobs/answer-text'
import { inCategoriesOf } from './visibility'

/**
 * The open-jobs filter's choices: the categories whose jobs the company sees (`inCategoriesOf`), in the
 * catalogue's order, each parent before its children; the questions with options of those categories
 * (the attribute filter, spec `get_attributes_form_markup`); and the five regions in their official order.
 */
export async function companyJobFilters(
  db: Database,
  companyId: number,
  locale: Locale,
): Promise<CompanyJobFilters> {
  const name = locale === 'en' ? sql`c.name_en` : sql`c.name_da`
  const rows = await db.all<{ id: number; name: string; parentId: number | null }>(sql`
    SELECT c.id, ${name} AS name, c.parent_id AS parentId
    FROM categories c
    WHERE ${inCategoriesOf(companyId, sql`c.id`)}
    ORDER BY coalesce((SELECT p.position FROM categories p WHERE p.id = c.parent_id), c.position),
      coalesce(c.parent_id, c.id), c.parent_id IS NOT NULL, c.position, c.id`)
  const attributes = await db.all<{
    id: number
    categoryId: number
    labelDa: string
    labelEn: string
    options: string | null
  }>(sql`
    SELECT a.id, a.category_id AS categoryId, a.label_da AS labelDa, a.label_en AS labelEn, a.options
    FROM category_attributes a
    WHERE a.category_id IN (${
      rows.length === 0
        ? sql`NULL`
        : sql.join(
            rows.map((r) => sql`${r.id}`),
            sql`, `,
          )
    })
      AND a.kind IN ('select', 'checkbox')
    ORDER BY a.category_id, a.position, a.id`)
  return {
    categories: rows,
    attributes: attributes.map((a) => ({
      id: a.id,
      categoryId: a.categoryId,
      label: locale === 'en' ? a.labelEn : a.labelDa,
      options: parseOptions(a.options).map((o) => ({ value: o.value, label: locale === 'en' ? o.en : o.da })),
    })),
    regions: [...regionOrder],
  }
}
