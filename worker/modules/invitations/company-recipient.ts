import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { companies, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { companyInMarket } from '../../lib/market'
import { activeAccountStates } from './states'

export interface CompanyRecipient {
  id: number
  name: string
  /** The company's contact e-mail, else its owner's; null when neither exists (an erased owner). */
  to: string | null
  /** Mails go out in the owner's language. */
  locale: Locale
  /** The company is still in the market when a mail to it is written (`emailWhen` checks it). */
  sendsWhile: SQL
}

/**
 * A company whose owner account is active, picked by `where`; null when there is none. This read only
 * decides whether to build a mail: the mail's own statement checks `sendsWhile` again.
 */
export async function activeCompany(db: Database, where: SQL): Promise<CompanyRecipient | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      email: companies.email,
      ownerEmail: users.email,
      locale: users.locale,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(and(where, inArray(users.status, [...activeAccountStates])))
    .limit(1)
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    to: row.email || row.ownerEmail,
    locale: row.locale,
    sendsWhile: companyInMarket(row.id),
  }
}
