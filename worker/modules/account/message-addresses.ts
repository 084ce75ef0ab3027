import { and, inArray, ne, or } from 'drizzle-orm'
import { companies, users } from '../../db/schema'
import type { Database } from '../../lib/db'

/** Where messages to this person go: their e-mail and phone, and those of the company they own. */
export function messageAddresses(
  user: Pick<typeof users.$inferSelect, 'email' | 'phone'>,
  company: Pick<typeof companies.$inferSelect, 'email' | 'phone' | 'mobile'> | null,
): string[] {
  const all = [user.email, user.phone, company?.email, company?.phone, company?.mobile]
  return [...new Set(all.filter((a): a is string => Boolean(a)))]
}

/**
 * The person's message addresses that are theirs alone: a phone number, or a company's contact e-mail,
 * is typed, never proven, so one that another account or another company also has (the same string)
 * may be someone else's. The messages to it are then not shown in this person's export nor erased with
 * their account: typing a victim's number must not reveal or delete the victim's SMS.
 */
export async function ownMessageAddresses(
  db: Database,
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'phone'>,
  company: (Pick<typeof companies.$inferSelect, 'email' | 'phone' | 'mobile'> & { id: number }) | null,
): Promise<string[]> {
  const addresses = messageAddresses(user, company)
  if (addresses.length === 0) return []
  const [otherUsers, otherCompanies] = await Promise.all([
    db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(
        and(ne(users.id, user.id), or(inArray(users.email, addresses), inArray(users.phone, addresses))),
      ),
    db
      .select({ email: companies.email, phone: companies.phone, mobile: companies.mobile })
      .from(companies)
      .where(
        and(
          company ? ne(companies.id, company.id) : undefined,
          or(
            inArray(companies.email, addresses),
            inArray(companies.phone, addresses),
            inArray(companies.mobile, addresses),
          ),
        ),
      ),
  ])
  const shared = new Set([...otherUsers, ...otherCompanies].flatMap((row) => Object.values(row)))
  return addresses.filter((address) => !shared.has(address))
}
