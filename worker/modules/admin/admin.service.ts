import { type AnyColumn, and, count, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Locale } from '../../../domain/i18n'
import { accountLifecycle } from '../../../domain/lifecycle/account'
import {
  type AdminCompanyDetail,
  type AdminCompanyList,
  type AdminUserDetail,
  type AdminUserList,
  type AuditEntry,
  adminPageSize,
  type UserStatus,
} from '../../../domain/schemas/admin'
import type { Role } from '../../../domain/schemas/auth'
import { auditLog, categories, companies, companyCategories, sessions, users } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { ApiError, notFound } from '../../lib/errors'
import { apply, commit } from '../../lib/lifecycle'

/**
 * Substring search by `instr`, not LIKE: D1 refuses LIKE patterns over 50 bytes (25 Danish letters gave
 * a 500), and `%`/`_` typed by the admin stay literal without escaping. The term is bounded by the
 * schema (`Search`, 100 characters).
 */
const contains = (column: SQL | AnyColumn, q: string) => sql`instr(lower(${column}), ${q.toLowerCase()}) > 0`

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
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        role: users.role,
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
      .offset((query.page - 1) * adminPageSize),
    db.select({ n: count() }).from(users).where(where),
  ])
  return {
    items: rows.map(({ companyId, companyName, ...row }) => ({
      ...row,
      company: companyId !== null && companyName !== null ? { id: companyId, name: companyName } : null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: adminPageSize,
  }
}

const actor = alias(users, 'actor')

/** Audit entries, newest first, with the acting user's name ("who and when"). */
export async function auditEntries(
  db: Database,
  targets: { type: string; id?: string }[] | null,
  limit = 100,
): Promise<AuditEntry[]> {
  const where = targets
    ? or(
        ...targets.map((t) =>
          t.id === undefined
            ? eq(auditLog.targetType, t.type)
            : and(eq(auditLog.targetType, t.type), eq(auditLog.targetId, t.id)),
        ),
      )
    : undefined
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorId: actor.id,
      actorName: actor.name,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
  return rows.map(({ actorId, actorName, ...row }) => ({
    ...row,
    details: row.details ?? null,
    actor: actorId !== null && actorName !== null ? { id: actorId, name: actorName } : null,
  }))
}

function companySummary(row: typeof companies.$inferSelect) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    slug: row.slug,
    cvr: row.cvr,
    address: row.address,
    zip: row.zip,
    city: row.city,
    region: row.region,
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    createdAt: row.createdAt,
  }
}

export async function userDetail(db: Database, id: number): Promise<AdminUserDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  if (!user) throw notFound()
  const [company] = await db.select().from(companies).where(eq(companies.ownerUserId, id))
  const [active] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, clock.now())))
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
      activeSessions: active?.n ?? 0,
      company: company ? { id: company.id, name: company.name } : null,
    },
    company: company ? companySummary(company) : null,
    audit: await auditEntries(db, targets, 20),
  }
}

/**
 * Block or unblock an account. Blocking ends every session of the user and is logged with actor and
 * time, all in one batch, through the account lifecycle (worker/lib/lifecycle.ts): a lost race is a
 * 409 with no second entry.
 */
export async function setBlocked(db: Database, actorId: number, targetId: number, blocked: boolean) {
  if (actorId === targetId) throw new ApiError('conflict', { messageKey: 'admin:::errors::blockSelf' })
  const [target] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, targetId))
  if (!target) throw notFound()
  if (target.role === 'admin') throw new ApiError('forbidden', { messageKey: 'admin:::errors::blockAdmin' })
  const now = clock.now()
  const transition = apply(db, accountLifecycle, {
    subject: { table: users, state: 'status' },
    transition: blocked ? 'block' : 'unblock',
    by: { role: 'admin', userId: actorId },
    id: targetId,
    conflictMessageKey: blocked ? 'admin:::errors::notActive' : 'admin:::errors::notBlocked',
  })
  // The audit entry and the end of the sessions happen only with the transition: a lost race leaves none.
  await commit(db, transition, [
    db.insert(auditLog).select(
      db
        .select({
          id: sql<number>`null`.as('id'),
          actorUserId: sql<number>`${actorId}`.as('actor_user_id'),
          action: sql<string>`${blocked ? 'user.blocked' : 'user.unblocked'}`.as('action'),
          targetType: sql<string>`'user'`.as('target_type'),
          targetId: sql<string>`${String(targetId)}`.as('target_id'),
          details: sql<null>`null`.as('details'),
          createdAt: sql<number>`${now}`.as('created_at'),
        })
        .from(users)
        .where(and(eq(users.id, targetId), transition.applied)),
    ),
    ...(blocked ? [db.delete(sessions).where(and(eq(sessions.userId, targetId), transition.applied))] : []),
  ])
  return { id: targetId, status: transition.to }
}

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
      .offset((query.page - 1) * adminPageSize),
    db
      .select({ n: count() })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(where),
  ])
  return {
    items: rows.map(({ ownerId, ownerName, ownerStatus, ...row }) => ({
      ...row,
      owner: { id: ownerId, name: ownerName, status: ownerStatus },
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: adminPageSize,
  }
}

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
    audit: await auditEntries(
      db,
      [
        { type: 'company', id: String(id) },
        { type: 'user', id: String(row.owner.id) },
      ],
      20,
    ),
  }
}
