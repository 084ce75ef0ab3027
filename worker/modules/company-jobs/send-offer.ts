import { and, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { allowedActions } from '../../../domain/lifecycle/define'
import { formatOre } from '../../../domain/rules/money'
import type { CompanyJob, OfferResult } from '../../../domain/schemas/company-jobs'
import { companies, contacts, jobs, users } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { translate } from '../../lib/i18n'
import { selectFor } from '../../lib/insert-select'
import { apply, commit, startLog } from '../../lib/lifecycle'
import { customerInMarket } from '../../lib/market'
import { newContactColumns } from '../../lib/new-contact'
import type { OutboxMessage } from '../../lib/outbox'
import { enqueueWhen } from '../../lib/outbox'
import { contactSubject } from '../../lib/subjects'
import { count, type Limit } from '../../lib/throttle'
import { offerQuota } from '../subscriptions/offer-quota'
import { companyJob } from './company-job'
import { takesOffers } from './visibility'

export interface OfferInput {
  priceOre: number
  text: string
  appointmentAt: number | null
}

interface Caller {
  companyId: number
  userId: number
  locale: Locale
  /** Where the customer's mail links point. */
  origin: string
}

/**
 * New-offer mails about one contact after the first (an offer sent again after a withdrawal or a lapse):
 * a few a day. Withdrawing and offering in a loop would otherwise mail the customer every time; beyond
 * the limit the offer still goes through, only the mail is left out (the customer sees it on the job),
 * so the message key is never shown.
 */
export const reofferMailLimit = {
  name: 'reoffer-mail-contact',
  max: 3,
  windowSeconds: 24 * 60 * 60,
  messageKey: 'messages:::errors::throttled',
} satisfies Limit

/**
 * The job (`j`) takes offers and its customer is still in the market: a blocked or erased customer's
 * job answers `job_not_open` (no contact, no plan offer spent, no mail to them).
 */
const openForOffers = (now: number) => sql`${takesOffers(now)} AND ${customerInMarket(sql`j.customer_id`)}`

/** The contact's job still takes offers, checked inside the same statement as the change. */
const jobTakesOffers = (now: number) =>
  sql`EXISTS (SELECT 1 FROM jobs j WHERE j.id = ${contacts.jobId} AND ${openForOffers(now)})`

/**
 * A company's offer on a job it may see (spec `modal_bid`). One live offer per company per job: the
 * first offer makes the contact (one row even when two arrive at once: the unique job+company index),
 * an offer after an invitation, a withdrawal or a lapse is `sendOffer`, an offer on a live one is
 * `editOffer` and replaces it (its 20 working days start again). A new offer e-mails the customer in
 * the same batch; a job that stopped taking offers answers 409 `job_not_open`.
 */
export async function sendOffer(
  db: Database,
  caller: Caller,
  jobId: number,
  offer: OfferInput,
): Promise<OfferResult> {
  const job = await companyJob(db, caller.companyId, caller.locale, jobId)
  const now = clock.now()
  if (!job.takesOffers) throw new ApiError('job_not_open')
  const mail = await newOfferMail(db, caller, job, offer.priceOre)
  if (!job.contact) {
    // A first offer on a job the company was not invited to counts against its plan (decision 018).
    const quota = offerQuota(db, caller.companyId, jobId, now)
    const row = selectFor(
      contacts,
      {
        ...newContactColumns(caller.companyId, 'offered', now),
        priceOre: offer.priceOre,
        offerText: offer.text,
        appointmentAt: offer.appointmentAt,
        offeredAt: now,
      },
      sql`FROM jobs j WHERE j.id = ${jobId} AND ${openForOffers(now)} AND ${quota.allows}`,
    )
    const insert = db.insert(contacts).select(row).onConflictDoNothing()
    // changes() is the row count of the INSERT just before it in the batch: log and mail only the row made here.
    const start = startLog(db, contactLifecycle, {
      subject: contactSubject,
      by: { role: 'company', userId: caller.userId },
      where: sql`${contacts.jobId} = ${jobId} AND ${contacts.companyId} = ${caller.companyId} AND changes() = 1`,
    })
    const results = await db.batch([
      insert,
      start.item,
      quota.count(start.applied),
      ...(mail ? [enqueueWhen(db, mail, start.applied)] : []),
    ])
    if ((results[0] as { meta: { changes: number } }).meta.changes === 1)
      return answer(db, caller, jobId, 'success2', 'offerSent')
    if (await quota.usedUp()) throw new ApiError('offer_quota')
    // A parallel first offer made the contact (or the job closed meanwhile): this one changes that contact.
  }
  return changeOffer(db, caller, jobId, offer, mail)
}

async function changeOffer(
  db: Database,
  caller: Caller,
  jobId: number,
  offer: OfferInput,
  mail: OutboxMessage | null,
): Promise<OfferResult> {
  const job = await companyJob(db, caller.companyId, caller.locale, jobId)
  if (!job.takesOffers || !job.contact) throw new ApiError('job_not_open')
  const now = clock.now()
  const edit = allowedActions(contactLifecycle, job.contact.state, 'company').includes('editOffer')
  const t = apply(db, contactLifecycle, {
    subject: contactSubject,
    transition: edit ? 'editOffer' : 'sendOffer',
    by: { role: 'company', userId: caller.userId },
    id: job.contact.id,
    where: and(eq(contacts.companyId, caller.companyId), jobTakesOffers(now)),
    set: {
      priceOre: offer.priceOre,
      offerText: offer.text,
      appointmentAt: offer.appointmentAt,
      offeredAt: now,
      updatedAt: now,
    },
  })
  // Counted before the change (a refused one counts too): parallel re-offers still mail at most `max` times.
  const mailed =
    !edit &&
    mail !== null &&
    (await count(db.$client, reofferMailLimit, String(job.contact.id))).n <= reofferMailLimit.max
  try {
    await commit(db, t, mailed && mail ? [enqueueWhen(db, mail, t.applied)] : [])
  } catch (error) {
    // The job may have closed between the read and the write: say so rather than a bare conflict.
    const fresh = await companyJob(db, caller.companyId, caller.locale, jobId)
    if (!fresh.takesOffers) throw new ApiError('job_not_open')
    throw error
  }
  return answer(db, caller, jobId, edit ? 'success' : 'success2', edit ? 'offerChanged' : 'offerSent')
}

/** The customer's mail about a new offer, in the customer's language; none for an erased account. */
async function newOfferMail(
  db: Database,
  caller: Caller,
  job: CompanyJob,
  priceOre: number,
): Promise<OutboxMessage | null> {
  const [row] = await db
    .select({ email: users.email, locale: users.locale, name: users.name, company: companies.name })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.customerId))
    .innerJoin(companies, eq(companies.id, caller.companyId))
    .where(eq(jobs.id, job.id))
  if (!row?.email) return null
  return {
    channel: 'email',
    to: row.email,
    template: 'newOffer',
    locale: row.locale,
    payload: {
      name: row.name,
      company: row.company,
      job: job.title,
      price: formatOre(priceOre),
      link: `${caller.origin}/bruger/opgave/${job.id}`,
    },
  }
}

/** The spec's `modal_bid` answer: a notification (type and message) and the job as it is now. */
export async function answer(
  db: Database,
  caller: Pick<Caller, 'companyId' | 'locale'>,
  jobId: number,
  type: OfferResult['type'],
  messageKey: string,
): Promise<OfferResult> {
  return {
    type,
    message: translate(caller.locale, `firmjobs:::toast::${messageKey}`),
    job: await companyJob(db, caller.companyId, caller.locale, jobId),
  }
}
