import { and, count, desc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { activeJobStatuses, sortMyJobs } from '../../../domain/rules/my-jobs-order'
import type { CustomerJobList } from '../../../domain/schemas/customer-jobs'
import { categories, companies, contacts, jobs, messages } from '../../db/schema'
import type { Database } from '../../lib/db'
import { unreadBy } from '../messages/unread'

/**
 * A customer has a handful of jobs; the list shows this many: her open and hired jobs newest first, then
 * her ended ones, so the bound drops old ended jobs before anything still going on.
 */
const maxJobs = 200
const shownFirst = [
  sql`CASE WHEN ${inArray(jobs.status, [...activeJobStatuses])} THEN 0 ELSE 1 END`,
  desc(jobs.createdAt),
  desc(jobs.id),
]

/**
 * Unread messages per contact of mine: written by the company and not opened by me. System notes on a
 * contact (an offer ended with the job) are written to the company, so they never count here. The rule
 * is the thread's own (`unreadBy` in messages/unread.ts): opening the thread zeroes this.
 */
export async function unreadByContact(db: Database, customerId: number, jobIds?: number[] | SQLWrapper) {
  const rows = await db
    .select({ contactId: messages.contactId, n: count() })
    .from(messages)
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .where(
      and(
        eq(contacts.customerId, customerId),
        jobIds ? inArray(contacts.jobId, jobIds) : undefined,
        unreadBy('customer'),
      ),
    )
    .groupBy(messages.contactId)
  return new Map(rows.map((r) => [r.contactId, r.n]))
}

/**
 * `/bruger/opgaver`: my jobs with their companies, offers and unread messages, in the order of
 * `sortMyJobs` (domain/rules/my-jobs-order.ts): what waits for me first, then open jobs, then ended ones.
 */
export async function listMyJobs(db: Database, customerId: number, locale: Locale): Promise<CustomerJobList> {
  const jobRows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      categoryDa: categories.nameDa,
      categoryEn: categories.nameEn,
      zip: jobs.zip,
      city: jobs.city,
      createdAt: jobs.createdAt,
      hiredContactId: jobs.hiredContactId,
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .where(eq(jobs.customerId, customerId))
    .orderBy(...shownFirst)
    .limit(maxJobs)
  if (jobRows.length === 0) return { jobs: [] }
  // The same jobs as a sub-select, not a list of ids: D1 caps a statement at 100 bound values.
  const jobIds = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.customerId, customerId))
    .orderBy(...shownFirst)
    .limit(maxJobs)
  const [contactRows, unread] = await Promise.all([
    db
      .select({
        id: contacts.id,
        jobId: contacts.jobId,
        state: contacts.state,
        offeredAt: contacts.offeredAt,
        name: companies.name,
      })
      .from(contacts)
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .where(and(eq(contacts.customerId, customerId), inArray(contacts.jobId, jobIds)))
      .orderBy(contacts.createdAt, contacts.id),
    unreadByContact(db, customerId, jobIds),
  ])
  return {
    jobs: sortMyJobs(
      jobRows.map((job) => {
        const mine = contactRows.filter((c) => c.jobId === job.id)
        return {
          id: job.id,
          title: job.title,
          status: job.status,
          category: locale === 'en' ? job.categoryEn : job.categoryDa,
          zip: job.zip,
          city: job.city,
          createdAt: job.createdAt,
          offers: mine.filter((c) => c.offeredAt !== null).length,
          unread: mine.reduce((sum, c) => sum + (unread.get(c.id) ?? 0), 0),
          hiredContactId: job.hiredContactId,
          companies: mine.map((c) => ({ contactId: c.id, name: c.name, state: c.state })),
        }
      }),
    ),
  }
}
