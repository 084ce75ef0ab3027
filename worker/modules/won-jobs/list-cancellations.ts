import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { transitionOf } from '../../../domain/lifecycle/define'
import type { PendingCancellationList } from '../../../domain/schemas/won-jobs'
import { companies, contactClosings, contacts, jobs, messages } from '../../db/schema'
import { contactsWithCustomer, jobCustomer } from '../../lib/contact-parties'
import type { Database } from '../../lib/db'
import { cancelMessageOf, undecidedCancel } from './won-contact'

const pending = transitionOf(contactLifecycle, 'requestCancel').to
/** The queue shows the oldest this many; the count is of all. */
const pageSize = 50
/** Messages of each contact's thread shown with it (the newest). */
const messagesEach = 10

/** The administrator's queue: every contact waiting in cancel_pending with its cancel message, oldest first. */
export async function listCancellations(db: Database): Promise<PendingCancellationList> {
  const where = and(eq(contacts.state, pending), undecidedCancel)
  const [rows, all] = await Promise.all([
    contactsWithCustomer(db, {
      closing: contactClosings,
      jobTitle: jobs.title,
      city: jobs.city,
      companyName: companies.name,
      customerId: jobCustomer.id,
      customerName: jobCustomer.name,
      priceOre: contacts.priceOre,
    })
      .innerJoin(contactClosings, eq(contactClosings.contactId, contacts.id))
      .where(where)
      .orderBy(asc(contactClosings.createdAt), asc(contactClosings.id))
      .limit(pageSize),
    db
      .select({ id: contacts.id })
      .from(contacts)
      .innerJoin(contactClosings, eq(contactClosings.contactId, contacts.id))
      .where(where),
  ])
  const ids = rows.map((r) => r.closing.contactId)
  const thread =
    ids.length === 0
      ? []
      : await db
          .select({
            contactId: messages.contactId,
            sender: messages.sender,
            body: messages.body,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(inArray(messages.contactId, ids))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(ids.length * 200)
  return {
    count: all.length,
    items: rows.map((r) => ({
      contactId: r.closing.contactId,
      job: { id: r.closing.jobId, title: r.jobTitle, city: r.city },
      company: { id: r.closing.companyId, name: r.companyName },
      customer: { id: r.customerId, name: r.customerName },
      priceOre: r.priceOre,
      message: cancelMessageOf(r.closing) ?? {
        optionSelect: 'other',
        optionNewOne: 'no',
        optionNewTwo: 'no',
        text: '',
      },
      requestedAt: r.closing.createdAt,
      messages: thread
        .filter((m) => m.contactId === r.closing.contactId)
        .slice(0, messagesEach)
        .reverse()
        .map(({ sender, body, createdAt }) => ({ sender, body, createdAt })),
    })),
  }
}
