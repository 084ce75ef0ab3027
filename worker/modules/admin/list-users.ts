import { and, count, desc, eq, or, type SQL } from 'drizzle-orm'
import { type AdminUserList, adminPageSize, type UserStatus } from '../../../domain/schemas/admin'
import type { Role } from '../../../domain/schemas/auth'
import { companies, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { userFieldColumns } from '../../lib/user-fields'
import { adminPage, pageOffset } from './page'
import { contains } from './search'

export async function listUsers(
  db: Database,
  query: { q: string; role: '' | Role; status: '' | UserStatus; page: number },
): Promise<AdminUserList> {
  const filters: SQL[] = []
  if (query.q) {
    const digits = query.q.replace(/\s+/g, '')
    const match = or(
      contains(users.name, query.q),
      contains(users.email, query.q),
      digits ? contains(users.phone, digits) : undefined,
    )
    if (match) filters.push(match)
  }
  if (query.role) filters.push(eq(users.role, query.role))
  if (query.status) filters.push(eq(users.status, query.status))
  const where = filters.length ? and(...filters) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...userFieldColumns,
        status: users.status,
        createdAt: users.createdAt,
        companyId: companies.id,
        companyName: companies.name,
      })
      .from(users)
      .leftJoin(companies, eq(companies.ownerUserId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(adminPageSize)
      .offset(pageOffset(query.page)),
    db.select({ n: count() }).from(users).where(where),
  ])
  return adminPage(
    rows.map(({ companyId, companyName, ...row }) => ({
      ...row,
      company: companyId !== null && companyName !== null ? { id: companyId, name: companyName } : null,
    })),
    total,
    query.page,
  )
}
