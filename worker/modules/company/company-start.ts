import { sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import type { CompanyStart } from '../../../domain/schemas/company'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'

/**
 * The company's categories with the open jobs in each (a top category counts its subcategories' jobs
 * too), in one query; a job in two of the company's categories counts once in the total.
 */
export async function companyStart(db: Database, companyId: number, locale: Locale): Promise<CompanyStart> {
  const company = await db.query.companies.findFirst({
    columns: { name: true },
    where: (c, { eq }) => eq(c.id, companyId),
  })
  if (!company) throw notFound()
  const name = locale === 'en' ? sql`c.name_en` : sql`c.name_da`
  const rows = await db.all<{ id: number; slug: string; name: string; openJobs: number }>(sql`
    SELECT c.id, c.slug, ${name} AS name,
      (SELECT count(*) FROM jobs j JOIN categories jc ON jc.id = j.category_id
        WHERE j.status = 'open' AND (jc.id = c.id OR jc.parent_id = c.id)) AS openJobs
    FROM company_categories cc JOIN categories c ON c.id = cc.category_id
    WHERE cc.company_id = ${companyId}
    ORDER BY c.position, c.id`)
  const [total] = await db.all<{ n: number }>(sql`
    SELECT count(*) AS n FROM jobs j JOIN categories jc ON jc.id = j.category_id
    WHERE j.status = 'open' AND EXISTS (SELECT 1 FROM company_categories cc
      WHERE cc.company_id = ${companyId} AND (cc.category_id = jc.id OR cc.category_id = jc.parent_id))`)
  return { company, categories: rows, openJobs: total?.n ?? 0 }
}
