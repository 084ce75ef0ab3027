import { and, desc, eq, inArray, or } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import type { AccountExport } from '../../../domain/schemas/account'
import {
  auditLog,
  categories,
  companyCategories,
  jobs,
  oauthAccounts,
  outbox,
  sessions,
} from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { withoutSecrets } from '../../lib/outbox'
import { companyOf, userRow } from './account-profile'
import { exportComplaints, exportConversations, exportReviews, exportSupportCases } from './export-dealings'
import { ownMessageAddresses } from './message-addresses'

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

/**
 * Everything we hold about the caller (GDPR art. 15 and 20): also their threads, offers, reviews,
 * complaints and support cases (`export-dealings.ts`). Session ids and password hashes never leave.
 */
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
      street: jobs.street,
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
  const addresses = await ownMessageAddresses(db, user, company)
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
  const caller = { userId, companyId: company?.id ?? null }
  const conversations = await exportConversations(db, caller, locale)
  const reviews = await exportReviews(db, caller, locale)
  const complaints = await exportComplaints(db, caller, locale)
  const supportCases = await exportSupportCases(db, caller, locale)
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
    conversations,
    reviews,
    complaints,
    supportCases,
  }
}
