import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { companies, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { activeAccountStates } from './states'

export interface CompanyRecipient {
  id: number
  name: string
  /** The company's contact e-mail, else its owner's; null when neither exists (an erased owner). */
  to: string | null
  /** Mails go out in the owner's language. */
  locale: Locale
}

/** A company whose owner account is active, picked by `where`; null when there is none. */
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
  return { id: row.id, name: row.name, to: row.email || row.ownerEmail, locale: row.locale }
}
