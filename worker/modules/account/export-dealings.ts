import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { type AccountExport, isErasedName } from '../../../domain/schemas/account'
import {
  categories,
  companies,
  complaintReplies,
  complaints,
  contacts,
  jobs,
  messages,
  reviews,
  supportCases,
  supportMessages,
  users,
} from '../../db/schema'
import { contactsWithCustomer, jobCustomer } from '../../lib/contact-parties'
import type { Database } from '../../lib/db'
import { translate } from '../../lib/i18n'
import { customerContactData } from '../company-jobs/contact-privacy'
import { sendersOf } from '../messages/unread'
import { published, shortName } from '../reviews/review-rows'

/**
 * The caller's dealings with others for the GDPR export (art. 15/20): threads and offers, reviews,
 * complaints and support cases. Every query is scoped by the caller (their user id, their company), and
 * each section is a fixed number of queries: the messages of all the caller's threads are one query whose
 * contacts are a sub-select of the same scope, never a query per thread (nor a list of ids, which D1
 * caps at 100 bound values).
 */

/** A section holds at most this many rows: far above any real account, never an unbounded read. */
export const exportMaxRows = 10_000

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
const isoOrNull = (seconds: number | null) => (seconds === null ? null : iso(seconds))

/** The word that marks what the caller wrote; everyone else is named. */
export const me = 'me'

/**
 * A person as the product shows them: a customer a company may not yet see (null, decision 012) is "the
 * customer"; an erased account (`erasedName`) is the localized "deleted user", as the admin pages show it.
 */
function shownPerson(name: string | null, locale: Locale): string {
  if (name === null) return translate(locale, 'messages:::thread::customer')
  return isErasedName(name) ? translate(locale, 'admin:::deletedUser') : name
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const group = groups.get(key(row))
    if (group) group.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}

type Caller = { userId: number; companyId: number | null }

/** The contacts the caller is a party to: as customer (their jobs), and as company (the company's). */
const myContacts = (caller: Caller): SQL =>
  (caller.companyId === null
    ? eq(contacts.customerId, caller.userId)
    : or(eq(contacts.customerId, caller.userId), eq(contacts.companyId, caller.companyId))) as SQL

export async function exportConversations(
  db: Database,
  caller: Caller,
  locale: Locale,
): Promise<AccountExport['conversations']> {
  const mine = myContacts(caller)
  const rows = await contactsWithCustomer(db, {
    id: contacts.id,
    jobId: contacts.jobId,
    customerId: contacts.customerId,
    state: contacts.state,
    priceOre: contacts.priceOre,
    offerText: contacts.offerText,
    appointmentAt: contacts.appointmentAt,
    offeredAt: contacts.offeredAt,
    createdAt: contacts.createdAt,
    jobTitle: jobs.title,
    hiredContactId: jobs.hiredContactId,
    companyName: companies.name,
    customerName: jobCustomer.name,
  })
    .where(mine)
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(exportMaxRows)
  const threadMessages =
    rows.length === 0
      ? []
      : await db
          .select({
            contactId: messages.contactId,
            sender: messages.sender,
            kind: messages.kind,
            body: messages.body,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(inArray(messages.contactId, db.select({ id: contacts.id }).from(contacts).where(mine)))
          .orderBy(asc(messages.createdAt), asc(messages.id))
          .limit(exportMaxRows)
  const byContact = groupBy(threadMessages, (m) => m.contactId)
  return rows.map((row) => {
    const side = row.customerId === caller.userId ? 'customer' : 'company'
    // The company sees the customer's name once hired, as in its inbox and threads (decision 012).
    const counterpart =
      side === 'customer'
        ? row.companyName
        : shownPerson(
            customerContactData(
              { name: row.customerName, email: null, phone: null },
              { hired: row.hiredContactId === row.id, callbackRequested: false },
            ).name,
            locale,
          )
    const own = sendersOf[side] as readonly string[]
    return {
      contactId: row.id,
      jobId: row.jobId,
      jobTitle: row.jobTitle,
      as: side,
      counterpart,
      state: row.state,
      offer:
        row.offeredAt === null && row.priceOre === null
          ? null
          : {
              priceOre: row.priceOre,
              text: row.offerText,
              state: row.state,
              appointmentAt: isoOrNull(row.appointmentAt),
              offeredAt: isoOrNull(row.offeredAt),
            },
      messages: (byContact.get(row.id) ?? []).map((m) => ({
        from: own.includes(m.sender) ? me : counterpart,
        kind: m.kind,
        body: m.body,
        createdAt: iso(m.createdAt),
      })),
    }
  })
}

export async function exportReviews(
  db: Database,
  caller: Caller,
  locale: Locale,
): Promise<AccountExport['reviews']> {
  const categoryName = locale === 'en' ? categories.nameEn : categories.nameDa
  const written = await db
    .select({
      company: companies.name,
      category: categoryName,
      rating: reviews.rating,
      title: reviews.title,
      text: reviews.text,
      createdAt: reviews.createdAt,
      reply: reviews.comment,
      repliedAt: reviews.commentedAt,
      withdrawnAt: reviews.withdrawnAt,
    })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .innerJoin(categories, eq(categories.id, reviews.categoryId))
    .where(eq(reviews.customerId, caller.userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(exportMaxRows)
  // The company's reviews as its profile shows them: published ones, the author's short name.
  const received =
    caller.companyId === null
      ? []
      : await db
          .select({
            reviewer: users.name,
            category: categoryName,
            rating: reviews.rating,
            title: reviews.title,
            text: reviews.text,
            createdAt: reviews.createdAt,
            reply: reviews.comment,
            repliedAt: reviews.commentedAt,
          })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.customerId))
          .innerJoin(categories, eq(categories.id, reviews.categoryId))
          .where(and(eq(reviews.companyId, caller.companyId), published))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(exportMaxRows)
  return {
    written: written.map((r) => ({
      ...r,
      createdAt: iso(r.createdAt),
      repliedAt: isoOrNull(r.repliedAt),
      withdrawnAt: isoOrNull(r.withdrawnAt),
    })),
    received: received.map((r) => ({
      ...r,
      reviewer: shownPerson(shortName(r.reviewer), locale),
      createdAt: iso(r.createdAt),
      repliedAt: isoOrNull(r.repliedAt),
    })),
  }
}

/** Complaints the caller sent, with the staff's replies (one query for all of them). */
export async function exportComplaints(
  db: Database,
  caller: Caller,
  locale: Locale,
): Promise<AccountExport['complaints']> {
  const mine = eq(complaints.userId, caller.userId)
  const rows = await db
    .select()
    .from(complaints)
    .where(mine)
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(exportMaxRows)
  const replies =
    rows.length === 0
      ? []
      : await db
          .select({
            complaintId: complaintReplies.complaintId,
            body: complaintReplies.body,
            createdAt: complaintReplies.createdAt,
          })
          .from(complaintReplies)
          .where(
            inArray(
              complaintReplies.complaintId,
              db.select({ id: complaints.id }).from(complaints).where(mine),
            ),
          )
          .orderBy(asc(complaintReplies.createdAt), asc(complaintReplies.id))
          .limit(exportMaxRows)
  const byComplaint = groupBy(replies, (r) => r.complaintId)
  const staff = translate(locale, 'support:::thread::staff')
  return rows.map((c) => {
    const own = byComplaint.get(c.id) ?? []
    return {
      company: c.companyName,
      text: c.text,
      // As the staff's queue reads it: handled → closed, replied to → answered, else open.
      status: c.handledAt !== null ? 'closed' : own.length > 0 ? 'answered' : 'open',
      createdAt: iso(c.createdAt),
      replies: own.map((r) => ({ from: staff, body: r.body, createdAt: iso(r.createdAt) })),
    }
  })
}

/** The caller's company's support cases (what it sees at /hjaelp/firma), with every message. */
export async function exportSupportCases(
  db: Database,
  caller: Caller,
  locale: Locale,
): Promise<AccountExport['supportCases']> {
  if (caller.companyId === null) return []
  const mine = eq(supportCases.companyId, caller.companyId)
  const rows = await db
    .select()
    .from(supportCases)
    .where(mine)
    .orderBy(desc(supportCases.createdAt), desc(supportCases.id))
    .limit(exportMaxRows)
  const caseMessages =
    rows.length === 0
      ? []
      : await db
          .select({
            caseId: supportMessages.caseId,
            authorRole: supportMessages.authorRole,
            body: supportMessages.body,
            createdAt: supportMessages.createdAt,
          })
          .from(supportMessages)
          .where(
            inArray(
              supportMessages.caseId,
              db.select({ id: supportCases.id }).from(supportCases).where(mine),
            ),
          )
          .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
          .limit(exportMaxRows)
  const byCase = groupBy(caseMessages, (m) => m.caseId)
  const staff = translate(locale, 'support:::thread::staff')
  return rows.map((c) => ({
    subject: c.subject,
    status: c.status,
    createdAt: iso(c.createdAt),
    messages: (byCase.get(c.id) ?? []).map((m) => ({
      from: m.authorRole === 'company' ? me : staff,
      body: m.body,
      createdAt: iso(m.createdAt),
    })),
  }))
}
