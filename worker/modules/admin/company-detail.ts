import { eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import type { AdminCompanyDetail } from '../../../domain/schemas/admin'
import { categories, companies, companyCategories, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { auditEntries } from './audit-entries'
import { companySummary } from './company-summary'

export async function companyDetail(db: Database, id: number, locale: Locale): Promise<AdminCompanyDetail> {
  const [row] = await db
    .select({ company: companies, owner: users })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(companies.id, id))
  if (!row) throw notFound()
  const cats = await db
    .select({
      id: categories.id,
      name: locale === 'en' ? categories.nameEn : categories.nameDa,
      parentId: categories.parentId,
    })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(eq(companyCategories.companyId, id))
    .orderBy(categories.position)
  return {
    company: { ...companySummary(row.company), description: row.company.description },
    owner: {
      id: row.owner.id,
      name: row.owner.name,
      email: row.owner.email,
      phone: row.owner.phone,
      status: row.owner.status,
    },
    categories: cats,
    // Who did what to the company: to it, to its owner's account, and the staff's decisions on its
    // bookings (a cancellation approved or rejected) and on its support cases.
    audit: await auditEntries(
      db,
      [
        { type: 'company', id: String(id) },
        { type: 'user', id: String(row.owner.id) },
        { type: 'contact', ids: sql`SELECT cast(id AS text) FROM contacts WHERE company_id = ${id}` },
        {
          type: 'support_case',
          ids: sql`SELECT cast(id AS text) FROM support_cases WHERE company_id = ${id}`,
        },
      ],
      20,
    ),
  }
}
