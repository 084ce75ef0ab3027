import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { invitationsPerJobFewerThan } from '../../../domain/rules/limits'
import type { InviteResult } from '../../../domain/schemas/invitations'
import { companies, contacts, jobs } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { ApiError, notFound } from '../../lib/errors'
import { selectFor } from '../../lib/insert-select'
import { startLog } from '../../lib/lifecycle'
import { companyInMarket } from '../../lib/market'
import { newContactColumns } from '../../lib/new-contact'
import { enqueueWhen } from '../../lib/outbox'
import { contactSubject } from '../../lib/subjects'
import { notificationWrites } from '../notifications/notify'
import { activeCompany, type CompanyRecipient } from './company-recipient'
import { takesInvitations } from './states'

/** The log's name for making a contact by invitation (a row's first log entry has no from-state). */

export interface InviteInput {
  /** The job's owner: any other caller gets 404. */
  customerId: number
  jobId: number
  companyId: number
  /** Where the company's mail links point. */
  origin: string
}

/**
 * Invites a company to the customer's own job (select firm, invite_company_by_email, and createjob's
 * `sendcompany`). A job takes fewer than 4 invitations, exact under any number of parallel requests:
 * ONE conditional INSERT counts and writes, the lifecycle log and the company's e-mail follow in the
 * same batch, each only if that INSERT made the row. When nothing was written, the reason is looked up
 * afterwards: 404 (not my job / no such company, or one that left the market since it was read),
 * `already_invited`, `job_not_open`, `invitation_limit`.
 */
export async function inviteCompany(db: Database, input: InviteInput): Promise<InviteResult> {
  const job = await myJob(db, input.customerId, input.jobId)
  const company = await activeCompany(db, eq(companies.id, input.companyId))
  if (!company) throw new ApiError('company_not_found')

  const now = clock.now()
  const insert = db
    .insert(contacts)
    .select(
      selectFor(
        contacts,
        { ...newContactColumns(company.id, 'invited', now), invitedAt: now },
        sql`FROM jobs j
        WHERE j.id = ${job.id} AND j.customer_id = ${input.customerId} AND ${takesInvitations(now)}
          -- the company is still in the market: a block that lands after the read above still stops it
          AND ${companyInMarket(company.id)}
          -- counted before this one, so that with it the job still has fewer than 4
          AND (SELECT count(*) FROM contacts WHERE job_id = ${job.id} AND invited_at IS NOT NULL)
            < ${invitationsPerJobFewerThan - 1}`,
      ),
    )
    .onConflictDoNothing()
    .returning({ id: contacts.id })
  // changes() is the row count of the INSERT just before it: only the row made here is logged.
  const start = startLog(db, contactLifecycle, {
    subject: contactSubject,
    by: { role: 'customer', userId: input.customerId },
    where: and(eq(contacts.jobId, job.id), eq(contacts.companyId, company.id), sql`changes() = 1`) as SQL,
  })
  const logged = start.applied
  const mail = invitationMail(company, job, input.origin)
  const told = notificationWrites(
    db,
    { companyId: company.id, type: 'invited', jobId: job.id, note: job.title },
    { origin: input.origin, when: logged },
  )
  const [made] = await db.batch([
    insert,
    start.item,
    ...(mail ? [enqueueWhen(db, mail, logged)] : []),
    ...told,
  ])

  const contact = made[0]
  if (!contact) throw await refusal(db, job.id, company.id, now)
  return {
    companyId: company.id,
    companyName: company.name,
    contactId: contact.id,
    invitedCount: await invitedCount(db, job.id),
  }
}

async function myJob(db: Database, customerId: number, jobId: number) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, city: jobs.city })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.customerId, customerId)))
  if (!job) throw notFound()
  return job
}

export const invitedCount = (db: Database, jobId: number): Promise<number> =>
  db.$count(contacts, and(eq(contacts.jobId, jobId), isNotNull(contacts.invitedAt)))

/** Why the INSERT wrote nothing, checked in the order the customer can act on. */
async function refusal(db: Database, jobId: number, companyId: number, now: number): Promise<ApiError> {
  if (!(await activeCompany(db, eq(companies.id, companyId)))) return new ApiError('company_not_found')
  const [existing] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.jobId, jobId), eq(contacts.companyId, companyId)))
  if (existing) return new ApiError('already_invited')
  const [open] = await db.all<{ ok: number }>(
    sql`SELECT 1 AS ok FROM jobs j WHERE j.id = ${jobId} AND ${takesInvitations(now)}`,
  )
  if (!open) return new ApiError('job_not_open')
  return new ApiError('invitation_limit')
}

function invitationMail(
  company: CompanyRecipient,
  job: { id: number; title: string; city: string },
  origin: string,
) {
  if (!company.to) return null
  return {
    channel: 'email' as const,
    to: company.to,
    template: 'companyInvited' as const,
    locale: company.locale,
    payload: {
      company: company.name,
      job: job.title,
      city: job.city,
      link: `${origin}/firma/opgaver?jobid=${job.id}`,
    },
  }
}
