import { sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { regionOrder } from '../../../domain/rules/zip'
import type { CompanyJobFilters } from '../../../domain/schemas/company-jobs'
import type { Database } from '../../lib/db'

/**
 * The open-jobs filter's choices: the company's categories and the subcategories of each, in the
 * catalogue's order, each parent before its children; and the five regions in their official order.
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
    WHERE c.id IN (SELECT category_id FROM company_categories WHERE company_id = ${companyId})
      OR c.parent_id IN (SELECT category_id FROM company_categories WHERE company_id = ${companyId})
    ORDER BY coalesce((SELECT p.position FROM categories p WHERE p.id = c.parent_id), c.position),
      coalesce(c.parent_id, c.id), c.parent_id IS NOT NULL, c.position, c.id`)
  return { categories: rows, regions: [...regionOrder] }
}
