import { and, eq, or, sql } from 'drizzle-orm'
import { companyMarket, signInStates } from '../../../domain/lifecycle/account'
import { companies, contacts, jobs, users } from '../../db/schema'
import { companyOwner, contactsWithCompanyOwner } from '../../lib/contact-parties'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import type { SessionUser } from '../../lib/session'
import type { Side } from './unread'

/** Who may see a contact's thread: its customer, or its company; the query itself is scoped by that. */
export function threadOwner(user: Pick<SessionUser, 'id' | 'companyId'>) {
  return user.companyId === null
    ? eq(contacts.customerId, user.id)
    : or(eq(contacts.customerId, user.id), eq(contacts.companyId, user.companyId))
}

/**
 * The contact behind a thread, with the caller's side, the job's title, the company's name and the
 * customer's (shown to the company only once it is hired, decision 012); 404 for
 * anyone who is neither its customer nor its company (an id in a URL is never a permission).
 */
export async function threadContact(
  db: Database,
  user: Pick<SessionUser, 'id' | 'companyId'>,
  contactId: number,
) {
  const [row] = await contactsWithCompanyOwner(db, {
    id: contacts.id,
    jobId: contacts.jobId,
    companyId: contacts.companyId,
    customerId: contacts.customerId,
    state: contacts.state,
    jobTitle: jobs.title,
    companyName: companies.name,
    companyOwnerStatus: companyOwner.status,
    // For the company once hired (decision 012).
    customerName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${contacts.customerId})`,
    customerStatus: sql<string>`(select ${users.status} from ${users} where ${users.id} = ${contacts.customerId})`,
    hiredContactId: jobs.hiredContactId,
  })
    .where(and(eq(contacts.id, contactId), threadOwner(user)))
    .limit(1)
  if (!row) throw notFound()
  const side: Side = row.customerId === user.id ? 'customer' : 'company'
  const { companyOwnerStatus, customerStatus, ...rest } = row
  // A blocked or deleted company has left the market (the customer may no longer write to it), and a
  // blocked or deleted customer too (the company may no longer write to them).
  return {
    ...rest,
    side,
    companyInMarket: companyMarket[companyOwnerStatus] === 'listed',
    customerInMarket: (signInStates as readonly string[]).includes(customerStatus),
  }
}
export type ThreadContact = Awaited<ReturnType<typeof threadContact>>
