import { asc, desc, eq, getTableColumns, inArray, or, type SQL } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Locale } from '../../../domain/i18n'
import { type AccountExport, isErasedName } from '../../../domain/schemas/account'
import {
  categories,
  companies,
  complaintReplies,
  complaints,
  contactNotes,
  contacts,
  jobs,
  messages,
  reviews,
  supportCases,
  supportMessages,
} from '../../db/schema'
import { contactsWithCustomer, jobCustomer } from '../../lib/contact-parties'
import type { Database } from '../../lib/db'
import { translate } from '../../lib/i18n'
import { customerContactData } from '../company-jobs/contact-privacy'
import { sendersOf } from '../messages/unread'
import { newestPublished, shortName } from '../reviews/review-rows'

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

type Dated = SQLiteTable & { id: SQLiteColumn; createdAt: SQLiteColumn }
/** A table of threads (contacts, complaints, support cases) and the caller's scope in it. */
type Threads<T extends Dated> = { table: T; mine: SQL }
/** A table of messages and the key of the thread each belongs to. */
type Messages<M extends Dated> = { table: M; threadKey: keyof M['_']['columns'] & keyof M['$inferSelect'] }
/** A row of such a table (drizzle cannot type a select from a table given as a type parameter). */
type Row<T extends Dated> = T['$inferSelect'] & { id: number }

/**
 * The messages of the caller's threads, oldest first, grouped by thread. One query: the threads are a
 * sub-select of the same scope.
 */
async function messagesByThread<M extends Dated>(
  db: Database,
  threads: Threads<Dated>,
  messages: Messages<M>,
): Promise<Map<number, Row<M>[]>> {
  const rows = (await db
    .select()
    .from(messages.table)
    .where(
      inArray(
        getTableColumns(messages.table)[messages.threadKey],
        db.select({ id: threads.table.id }).from(threads.table).where(threads.mine),
      ),
    )
    .orderBy(asc(messages.table.createdAt), asc(messages.table.id))
    .limit(exportMaxRows)) as Row<M>[]
  return groupBy(rows, (m) => m[messages.threadKey] as number)
}

/** The caller's threads, newest first, each with its messages (none read when there is no thread). */
async function threadsWithMessages<T extends Dated, M extends Dated>(
  db: Database,
  threads: Threads<T>,
  messages: Messages<M>,
) {
  const rows = (await db
    .select()
    .from(threads.table)
    .where(threads.mine)
    .orderBy(desc(threads.table.createdAt), desc(threads.table.id))
    .limit(exportMaxRows)) as Row<T>[]
  const byThread =
    rows.length === 0 ? new Map<number, Row<M>[]>() : await messagesByThread(db, threads, messages)
  return rows.map((thread) => ({ thread, messages: byThread.get(thread.id) ?? [] }))
}

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
  // My company's own notes on its contacts (sendcoment): on my company's side only, never the customer's.
  const notes = new Map(
    caller.companyId === null
      ? []
      : (
          await db
            .select()
            .from(contactNotes)
            .where(eq(contactNotes.companyId, caller.companyId))
            .limit(exportMaxRows)
        ).map((n) => [n.contactId, { text: n.text, updatedAt: iso(n.updatedAt) }] as const),
  )
  const byContact =
    rows.length === 0
      ? new Map<number, Row<typeof messages>[]>()
      : await messagesByThread(db, { table: contacts, mine }, { table: messages, threadKey: 'contactId' })
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
      note: side === 'company' ? (notes.get(row.id) ?? null) : null,
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
    caller.companyId === null ? [] : await newestPublished(db, caller.companyId, locale).limit(exportMaxRows)
  return {
    written: written.map((r) => ({
      ...r,
      createdAt: iso(r.createdAt),
      repliedAt: isoOrNull(r.repliedAt),
      withdrawnAt: isoOrNull(r.withdrawnAt),
    })),
    received: received.map((r) => ({
      reviewer: shownPerson(shortName(r.authorName), locale),
      category: r.categoryName,
      rating: r.rating,
      title: r.title,
      text: r.text,
      createdAt: iso(r.createdAt),
      reply: r.comment,
      repliedAt: isoOrNull(r.commentedAt),
    })),
  }
}

/** Complaints the caller sent, with the staff's replies (one query for all of them). */
export async function exportComplaints(
  db: Database,
  caller: Caller,
  locale: Locale,
): Promise<AccountExport['complaints']> {
  const threads = await threadsWithMessages(
    db,
    { table: complaints, mine: eq(complaints.userId, caller.userId) },
    { table: complaintReplies, threadKey: 'complaintId' },
  )
  const staff = translate(locale, 'support:::thread::staff')
  return threads.map(({ thread: c, messages: replies }) => ({
    company: c.companyName,
    text: c.text,
    // As the staff's queue reads it: handled → closed, replied to → answered, else open.
    status: c.handledAt !== null ? 'closed' : replies.length > 0 ? 'answered' : 'open',
    createdAt: iso(c.createdAt),
    replies: replies.map((r) => ({ from: staff, body: r.body, createdAt: iso(r.createdAt) })),
  }))
}

/** The caller's company's support cases (what it sees at /hjaelp/firma), with every message. */
export async function exportSupportCases(
  db: Database,
  caller: Caller,
  locale: Locale,
): Promise<AccountExport['supportCases']> {
  if (caller.companyId === null) return []
  const threads = await threadsWithMessages(
    db,
    { table: supportCases, mine: eq(supportCases.companyId, caller.companyId) },
    { table: supportMessages, threadKey: 'caseId' },
  )
  const staff = translate(locale, 'support:::thread::staff')
  return threads.map(({ thread: c, messages: caseMessages }) => ({
    subject: c.subject,
    status: c.status,
    createdAt: iso(c.createdAt),
    messages: caseMessages.map((m) => ({
      from: m.authorRole === 'company' ? me : staff,
      body: m.body,
      createdAt: iso(m.createdAt),
    })),
  }))
}
