import { and, desc, eq, ne, or } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Locale } from '../../../domain/i18n'
import type {
  AccountExport,
  AccountProfile,
  AccountUpdateRequest,
  PasswordChangeRequest,
} from '../../../domain/schemas/account'
import {
  auditLog,
  categories,
  companies,
  companyCategories,
  jobs,
  oauthAccounts,
  passwordResets,
  sessions,
  users,
} from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { hashPassword, verifyPassword } from '../../lib/password'
import { postcode } from '../places/places.service'

/** The name an erased account shows wherever it is still referenced (jobs, reviews, audit). */
export const deletedUserName = 'Slettet bruger'

type Write = BatchItem<'sqlite'>

/** D1 has no interactive transactions: a multi-step write is one atomic batch. */
export function batch(db: Database, writes: Write[]) {
  return db.batch(writes as [Write, ...Write[]])
}

const fieldError = (path: string, message: string) =>
  new ApiError('invalid_input', { issues: [{ path, message }] })

async function userRow(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) throw new ApiError('unauthenticated')
  return row
}

async function companyOf(db: Database, userId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.ownerUserId, userId))
  return row ?? null
}

export async function accountProfile(db: Database, userId: number): Promise<AccountProfile> {
  const user = await userRow(db, userId)
  const company = await companyOf(db, userId)
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    zip: user.zip,
    city: user.zip ? (postcode(user.zip)?.city ?? null) : null,
    locale: user.locale,
    role: user.role,
    hasPassword: user.passwordHash !== null,
    company: company
      ? {
          id: company.id,
          name: company.name,
          slug: company.slug,
          cvr: company.cvr,
          zip: company.zip,
          city: company.city,
        }
      : null,
  }
}

/** Checks the caller's password; a wrong one is a field error on `path`, never a 401 (the session is fine). */
async function confirmPassword(db: Database, userId: number, password: string | undefined, path: string) {
  const user = await userRow(db, userId)
  if (!password) throw fieldError(path, 'account:::errors::currentPasswordRequired')
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldError(path, 'account:::errors::wrongPassword')
  }
  return user
}

function isUniqueViolation(error: unknown) {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`
  return /UNIQUE constraint failed/i.test(text)
}

/**
 * PATCH: only the fields sent change. A new e-mail needs the current password and must be free (a generic
 * 409 that does not say whose it is). Everything is checked before the one write.
 */
export async function updateAccount(db: Database, userId: number, body: AccountUpdateRequest) {
  const current = await userRow(db, userId)
  const changes: Partial<typeof users.$inferInsert> = {}
  if (body.name !== undefined) changes.name = body.name
  if (body.phone !== undefined) changes.phone = body.phone === '' ? null : body.phone.replace(/\s+/g, '')
  if (body.zip !== undefined) {
    if (body.zip !== '' && !postcode(body.zip)) throw fieldError('zip', 'common:::errors::zipUnknown')
    changes.zip = body.zip === '' ? null : body.zip
  }
  if (body.locale !== undefined) changes.locale = body.locale
  let emailChanged: { from: string | null; to: string } | null = null
  if (body.email !== undefined && body.email !== current.email) {
    await confirmPassword(db, userId, body.currentPassword, 'currentPassword')
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, body.email), ne(users.id, userId)))
    if (taken) throw new ApiError('conflict', { messageKey: 'account:::errors::emailUnavailable' })
    changes.email = body.email
    emailChanged = { from: current.email, to: body.email }
  }
  if (Object.keys(changes).length === 0) return { emailChanged: null }
  const writes: Write[] = [
    db.update(users).set(changes).where(eq(users.id, userId)),
    ...(emailChanged
      ? [
          db.insert(auditLog).values({
            actorUserId: userId,
            action: 'account.emailChanged',
            targetType: 'user',
            targetId: String(userId),
            createdAt: clock.now(),
          }),
          // A reset link sent to the old address must not work any more.
          db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
        ]
      : []),
  ]
  try {
    await batch(db, writes)
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError('conflict', { messageKey: 'account:::errors::emailUnavailable' })
    }
    throw error
  }
  return { emailChanged, locale: current.locale as Locale, name: changes.name ?? current.name }
}

/** New password: re-hash, end every other session (this one stays), forget pending resets, log it. */
export async function changePassword(
  db: Database,
  userId: number,
  keepSessionId: string,
  body: PasswordChangeRequest,
  policyIssue: (password: string, context: { email: string | null; name: string }) => string | null,
  notice: (user: typeof users.$inferSelect) => Write | null = () => null,
) {
  const user = await confirmPassword(db, userId, body.currentPassword, 'currentPassword')
  const issue = policyIssue(body.newPassword, { email: user.email, name: user.name })
  if (issue) throw fieldError('newPassword', issue)
  const passwordHash = await hashPassword(body.newPassword)
  const others = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
  await batch(db, [
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))),
    db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
    db.insert(auditLog).values({
      actorUserId: userId,
      action: 'account.passwordChanged',
      targetType: 'user',
      targetId: String(userId),
      createdAt: clock.now(),
    }),
    ...[notice(user)].filter((write): write is Write => write !== null),
  ])
  return { endedSessions: others.length }
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

/** Everything we hold about the caller (GDPR art. 20). Session ids and password hashes never leave. */
export async function exportAccount(db: Database, userId: number, locale: Locale): Promise<AccountExport> {
  const user = await userRow(db, userId)
  const company = await companyOf(db, userId)
  const categoryName = locale === 'en' ? categories.nameEn : categories.nameDa
  const companyCats = company
    ? await db
        .select({ id: categories.id, name: categoryName })
        .from(companyCategories)
        .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
        .where(eq(companyCategories.companyId, company.id))
        .orderBy(categories.position)
    : []
  const jobRows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      description: jobs.description,
      category: categoryName,
      zip: jobs.zip,
      city: jobs.city,
      status: jobs.status,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .where(eq(jobs.customerId, userId))
    .orderBy(desc(jobs.createdAt))
  const sessionRows = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
  const [facebook] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
  const targets = [and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId)))]
  if (company)
    targets.push(and(eq(auditLog.targetType, 'company'), eq(auditLog.targetId, String(company.id))))
  const audit = await db
    .select({ action: auditLog.action, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(or(...targets))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
  return {
    exportedAt: iso(clock.now()),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      zip: user.zip,
      locale: user.locale,
      role: user.role,
      createdAt: iso(user.createdAt),
    },
    company: company
      ? {
          id: company.id,
          kind: company.kind,
          name: company.name,
          slug: company.slug,
          cvr: company.cvr,
          address: company.address,
          zip: company.zip,
          city: company.city,
          region: company.region,
          phone: company.phone,
          mobile: company.mobile,
          email: company.email,
          description: company.description,
          createdAt: iso(company.createdAt),
          categories: companyCats,
        }
      : null,
    jobs: jobRows.map((job) => ({ ...job, createdAt: iso(job.createdAt) })),
    sessions: sessionRows.map((s) => ({ createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt) })),
    facebookLinked: Boolean(facebook),
    auditLog: audit.map((a) => ({ action: a.action, createdAt: iso(a.createdAt) })),
  }
}

/**
 * GDPR erasure in one batch: the person's data is anonymised, sessions, Facebook links and resets go.
 * A company keeps its row, name and CVR (Bookkeeping Act: 5 years) but loses its contact data and its
 * categories, so it no longer appears anywhere a customer looks.
 */
export async function deleteAccount(db: Database, userId: number, password: string) {
  await confirmPassword(db, userId, password, 'password')
  const company = await companyOf(db, userId)
  const now = clock.now()
  await batch(db, [
    db
      .update(users)
      .set({
        name: deletedUserName,
        email: null,
        phone: null,
        zip: null,
        passwordHash: null,
        status: 'deleted',
        deletedAt: now,
      })
      .where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
    db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
    ...(company
      ? [
          db
            .update(companies)
            .set({ phone: null, mobile: null, email: null, description: '' })
            .where(eq(companies.id, company.id)),
          db.delete(companyCategories).where(eq(companyCategories.companyId, company.id)),
        ]
      : []),
    db.insert(auditLog).values({
      actorUserId: userId,
      action: 'account.deleted',
      targetType: 'user',
      targetId: String(userId),
      details: company ? { companyId: company.id, keptForBookkeeping: ['name', 'cvr', 'address'] } : null,
      createdAt: now,
    }),
  ])
}
