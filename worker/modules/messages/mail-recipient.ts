import { eq, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { companies, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { activeCompany } from '../invitations/company-recipient'
import type { ThreadContact } from './thread-contact'
import type { Side } from './unread'

export interface Recipient {
  to: string
  locale: Locale
  /** Whom the mail greets: the customer's name, or the company's. */
  name: string
  /** Where the mail's link opens the thread: the customer's job page, or the job in the company's list. */
  path: string
  /** A company's: still in the market when the mail is written (`emailWhen` checks it). */
  sendsWhile?: SQL
}

/**
 * Who gets told about a message on the contact: the customer (their own e-mail) or the company (its
 * contact e-mail, else its owner's), in the owner's language. Null when there is no address (an erased
 * account) or the company has left the market (a blocked or deleted owner): the message is still saved.
 */
export async function recipientOf(
  db: Database,
  contact: ThreadContact,
  side: Side,
): Promise<Recipient | null> {
  if (side === 'customer') {
    const [user] = await db
      .select({ email: users.email, locale: users.locale, name: users.name })
      .from(users)
      .where(eq(users.id, contact.customerId))
    return user?.email
      ? { to: user.email, locale: user.locale, name: user.name, path: `/bruger/opgave/${contact.jobId}` }
      : null
  }
  const company = await activeCompany(db, eq(companies.id, contact.companyId))
  return company?.to
    ? {
        to: company.to,
        locale: company.locale,
        name: company.name,
        path: `/firma/opgaver?jobid=${contact.jobId}`,
        sendsWhile: company.sendsWhile,
      }
    : null
}
