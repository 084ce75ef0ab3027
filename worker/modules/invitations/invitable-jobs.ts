import { eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { invitationsPerJobFewerThan } from '../../../domain/rules/limits'
import type { InvitableJobList, InvitableJobState } from '../../../domain/schemas/invitations'
import { companies } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { inCategoriesOf } from '../company-jobs/visibility'
import { activeCompany } from './company-recipient'
import { takesInvitations } from './states'

/** More open jobs than a customer ever has at once; the modal lists the newest. */
const maxJobs = 50

/**
 * The 'open job' modal on a company's profile (modalopenjob): the customer's own jobs that take
 * invitations now, newest first, each with what inviting this company to it would meet, in the order
 * `inviteCompany` refuses: already invited or on the job, the job's invitation limit, then the trade
 * (`inCategoriesOf`, the one rule of who works in a job's category). A blocked or deleted company is
 * a 404, as on its profile. Only a read: inviting is `inviteCompany`, which checks all of it again.
 */
export async function listInvitableJobs(
  db: Database,
  customerId: number,
  companyId: number,
  locale: Locale,
): Promise<InvitableJobList> {
  const company = await activeCompany(db, eq(companies.id, companyId))
  if (!company) throw new ApiError('company_not_found')
  const rows = await db.all<{
    id: number
    title: string
    categoryDa: string
    categoryEn: string
    createdAt: number
    invitedAt: number | null
    contactId: number | null
    invitations: number
    reaches: number
  }>(sql`
    SELECT j.id, j.title, c.name_da AS categoryDa, c.name_en AS categoryEn, j.created_at AS createdAt,
      mc.invited_at AS invitedAt, mc.id AS contactId,
      (SELECT count(*) FROM contacts i WHERE i.job_id = j.id AND i.invited_at IS NOT NULL) AS invitations,
      ${inCategoriesOf(company.id, sql`j.category_id`)} AS reaches
    FROM jobs j
    JOIN categories c ON c.id = j.category_id
    LEFT JOIN contacts mc ON mc.job_id = j.id AND mc.company_id = ${company.id}
    WHERE j.customer_id = ${customerId} AND ${takesInvitations(clock.now())}
    ORDER BY j.created_at DESC, j.id DESC
    LIMIT ${maxJobs}`)
  return {
    company: { id: company.id, name: company.name },
    jobs: rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: locale === 'en' ? row.categoryEn : row.categoryDa,
      createdAt: row.createdAt,
      state: stateOf(row),
    })),
  }
}

function stateOf(row: {
  invitedAt: number | null
  contactId: number | null
  invitations: number
  reaches: number
}): InvitableJobState {
  if (row.invitedAt !== null) return 'invited'
  if (row.contactId !== null) return 'onJob'
  if (row.invitations >= invitationsPerJobFewerThan - 1) return 'limit'
  return row.reaches ? 'invitable' : 'otherTrade'
}
