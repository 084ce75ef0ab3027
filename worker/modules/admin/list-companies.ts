import { and, count, desc, eq, or, type SQL } from 'drizzle-orm'
import { type AdminCompanyList, adminPageSize } from '../../../domain/schemas/admin'
import { companies, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { adminPage, pageOffset } from './page'
import { contains } from './search'

export async function listCompanies(
  db: Database,
  query: { q: string; region: string; page: number },
): Promise<AdminCompanyList> {
  const filters: SQL[] = []
  if (query.q) {
    const match = or(
      contains(companies.name, query.q),
      contains(companies.cvr, query.q),
      contains(companies.slug, query.q),
      contains(companies.email, query.q),
      contains(companies.phone, query.q.replace(/\s+/g, '')),
      contains(companies.city, query.q),
      contains(users.name, query.q),
      contains(users.email, query.q),
    )
    if (match) filters.push(match)
  }
  if (query.region) filters.push(eq(companies.region, query.region))
  const where = filters.length ? and(...filters) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        cvr: companies.cvr,
        zip: companies.zip,
        city: companies.city,
        region: companies.region,
        createdAt: companies.createdAt,
        ownerId: users.id,
        ownerName: users.name,
        ownerStatus: users.status,
      })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(adminPageSize)
      .offset(pageOffset(query.page)),
    db
      .select({ n: count() })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(where),
  ])
  return adminPage(
    rows.map(({ ownerId, ownerName, ownerStatus, ...row }) => ({
      ...row,
      owner: { id: ownerId, name: ownerName, status: ownerStatus },
    })),
    total,
    query.page,
  )
}
