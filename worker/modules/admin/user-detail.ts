import { and, eq, gt } from 'drizzle-orm'
import type { AdminUserDetail } from '../../../domain/schemas/admin'
import { companies, sessions, users } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { auditEntries } from './audit-entries'
import { companySummary } from './company-summary'

export async function userDetail(db: Database, id: number): Promise<AdminUserDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  if (!user) throw notFound()
  const [company] = await db.select().from(companies).where(eq(companies.ownerUserId, id))
  const activeSessions = await db.$count(
    sessions,
    and(eq(sessions.userId, id), gt(sessions.expiresAt, clock.now())),
  )
  const targets: { type: string; id?: string }[] = [{ type: 'user', id: String(id) }]
  if (company) targets.push({ type: 'company', id: String(company.id) })
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      status: user.status,
      createdAt: user.createdAt,
      zip: user.zip,
      locale: user.locale,
      deletedAt: user.deletedAt,
      activeSessions,
      company: company ? { id: company.id, name: company.name } : null,
    },
    company: company ? companySummary(company) : null,
    audit: await auditEntries(db, targets, 20),
  }
}
