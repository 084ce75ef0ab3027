import { eq, or, sql } from 'drizzle-orm'
import { companies, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { activeCompany } from './company-recipient'
import { type InviteInput, inviteCompany } from './invite-company'

/**
 * invite_company_by_email: the active company whose contact e-mail or owner's log-in e-mail is the
 * typed address (already trimmed and lower-cased by the schema); 404 `company_email_unknown` otherwise. A
 * customer's own address finds nothing, so the answer says no more than "no such company".
 */
export async function companyIdByEmail(db: Database, email: string): Promise<number> {
  const matches = or(sql`lower(${companies.email}) = ${email}`, eq(users.email, email))
  const company = matches ? await activeCompany(db, matches) : null
  if (!company) throw new ApiError('company_email_unknown')
  return company.id
}

/** Invites the company with that e-mail (invite_company_by_email). */
export async function inviteCompanyByEmail(
  db: Database,
  input: Omit<InviteInput, 'companyId'> & { email: string },
) {
  const { email, ...rest } = input
  return inviteCompany(db, { ...rest, companyId: await companyIdByEmail(db, email) })
}
