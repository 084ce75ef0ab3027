import { and, desc, eq, inArray, ne, or } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Locale } from '../../../domain/i18n'
import { accountLifecycle } from '../../../domain/lifecycle/account'
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
  emailChanges,
  jobs,
  knownDevices,
  oauthAccounts,
  outbox,
  passwordResets,
  sessions,
  users,
} from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { apply, commit } from '../../lib/lifecycle'
import { withoutSecrets } from '../../lib/outbox'
import { hashPassword } from '../../lib/password'
import { postcode } from '../places/places.service'
import { emailTaken, pendingEmail, requestEmailChange } from './email-change'

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
    pendingEmail: await pendingEmail(db, userId),
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

/** `+45 12 34 56 78` → `+4512345678`: a changed phone is stored without spaces. */
const storedPhone = (phone: string) => (phone === '' ? null : phone.replace(/\s+/g, ''))
/** The number itself: sign-up keeps what was typed, so `12 34 56 78`, `12345678` and `+4512345678` are one. */
const phoneNumber = (phone: string | null) => (phone ?? '').replace(/\s+/g, '').replace(/^\+45/, '')

/**
 * PATCH: only the fields sent change, in one batch after every check. A new phone (the SMS reset factor)
 * or e-mail needs the current password (a stolen session alone must not become a permanent takeover). A
 * new phone applies at once and ends every other session; a new e-mail must be free (a generic 409 that
 * does not say whose it is) and is only mailed a confirmation link (`email-change.ts`).
 */
export async function updateAccount(
  db: Database,
  userId: number,
  keepSessionId: string,
  body: AccountUpdateRequest,
  origin: string,
  /** The route's throttled check (`verifyCurrentPassword`): a field error or 429 when it fails. */
  checkPassword: (password: string | undefined) => Promise<unknown>,
) {
  const current = await userRow(db, userId)
  const changes: Partial<typeof users.$inferInsert> = {}
  if (body.name !== undefined) changes.name = body.name
  if (body.zip !== undefined) {
    if (body.zip !== '' && !postcode(body.zip)) throw fieldError('zip', 'common:::errors::zipUnknown')
    changes.zip = body.zip === '' ? null : body.zip
  }
  if (body.locale !== undefined) changes.locale = body.locale
  const phoneChanged = body.phone !== undefined && phoneNumber(body.phone) !== phoneNumber(current.phone)
  const emailChanged = body.email !== undefined && body.email !== current.email
  if (phoneChanged || emailChanged) {
    await checkPassword(body.currentPassword)
  }
  if (phoneChanged && body.phone !== undefined) changes.phone = storedPhone(body.phone)
  if (emailChanged && body.email !== undefined && (await emailTaken(db, userId, body.email))) {
    throw new ApiError('conflict', { messageKey: 'account:::errors::emailUnavailable' })
  }
  const audit = (action: string) =>
    db.insert(auditLog).values({
      actorUserId: userId,
      action,
      targetType: 'user',
      targetId: String(userId),
      createdAt: clock.now(),
    })
  const writes: Write[] = [
    ...(Object.keys(changes).length > 0 ? [db.update(users).set(changes).where(eq(users.id, userId))] : []),
    ...(phoneChanged
      ? [
          audit('account.phoneChanged'),
          db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))),
          // A reset whose code went to the old number must not work any more.
          db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
        ]
      : []),
    ...(emailChanged && body.email !== undefined
      ? [
          audit('account.emailChangeRequested'),
          ...requestEmailChange(
            db,
            { id: userId, name: changes.name ?? current.name, locale: changes.locale ?? current.locale },
            body.email,
            origin,
          ),
        ]
      : []),
  ]
  if (writes.length > 0) await batch(db, writes)
  return { emailRequested: emailChanged }
}

/**
 * New password for a user whose current password the route checked (`verifyCurrentPassword`, throttled):
 * re-hash, end every other session (this one stays), forget pending resets, log it.
 */
export async function changePassword(
  db: Database,
  user: typeof users.$inferSelect,
  keepSessionId: string,
  body: PasswordChangeRequest,
  policyIssue: (password: string, context: { email: string | null; name: string }) => string | null,
  notice: (user: typeof users.$inferSelect) => Write | null = () => null,
) {
  const userId = user.id
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

/** Where messages to this person go: their e-mail and phone, and those of the company they own. */
function messageAddresses(
  user: Pick<typeof users.$inferSelect, 'email' | 'phone'>,
  company: Pick<typeof companies.$inferSelect, 'email' | 'phone' | 'mobile'> | null,
): string[] {
  const all = [user.email, user.phone, company?.email, company?.phone, company?.mobile]
  return [...new Set(all.filter((a): a is string => Boolean(a)))]
}

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
  const logins = await db
    .select({
      provider: oauthAccounts.provider,
      createdAt: oauthAccounts.createdAt,
      emailVerifiedAt: oauthAccounts.emailVerifiedAt,
    })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .orderBy(oauthAccounts.createdAt)
  const addresses = messageAddresses(user, company)
  const messageRows = addresses.length
    ? await db
        .select()
        .from(outbox)
        .where(inArray(outbox.to, addresses))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
    : []
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
    facebookLinked: logins.length > 0,
    linkedLogins: logins.map((l) => ({
      provider: l.provider,
      linkedAt: iso(l.createdAt),
      emailVerifiedAt: l.emailVerifiedAt === null ? null : iso(l.emailVerifiedAt),
    })),
    messages: messageRows.map((m) => ({
      channel: m.channel,
      to: m.to,
      template: m.template,
      status: m.status,
      createdAt: iso(m.createdAt),
      sentAt: m.sentAt === null ? null : iso(m.sentAt),
      // Links and codes are secrets even in my own export (a pending reset link would still work).
      content: withoutSecrets(m.payload),
    })),
    auditLog: audit.map((a) => ({ action: a.action, createdAt: iso(a.createdAt) })),
  }
}

/**
 * GDPR erasure in one batch: the person's data is anonymised, sessions, Facebook links and resets go.
 * A company keeps its row, name and CVR (Bookkeeping Act: 5 years) but loses its contact data and its
 * categories, so it no longer appears anywhere a customer looks.
 */
export async function deleteAccount(db: Database, user: typeof users.$inferSelect) {
  const userId = user.id
  const company = await companyOf(db, userId)
  const addresses = messageAddresses(user, company)
  const now = clock.now()
  const erasure = apply(db, accountLifecycle, {
    subject: { table: users, state: 'status' },
    transition: 'delete',
    by: { role: user.role, userId },
    id: userId,
    set: { name: deletedUserName, email: null, phone: null, zip: null, passwordHash: null, deletedAt: now },
  })
  await commit(db, erasure, [
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(knownDevices).where(eq(knownDevices.userId, userId)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
    db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
    db.delete(emailChanges).where(eq(emailChanges.userId, userId)),
    // Every e-mail and SMS to the person's own and the company's addresses and numbers.
    ...(addresses.length > 0 ? [db.delete(outbox).where(inArray(outbox.to, addresses))] : []),
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
