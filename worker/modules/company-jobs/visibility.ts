import { type SQL, sql } from 'drizzle-orm'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { transitionOf } from '../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../domain/lifecycle/job'

/**
 * Who sees which job on the company side, as SQL over `jobs j`, its category `cat` and the company's
 * own contact `mc` (LEFT JOIN contacts mc ON mc.job_id = j.id AND mc.company_id = me). The states come
 * from the lifecycle tables, never as strings of their own.
 */

/** A job takes offers in the states a supplier can still be chosen from. */
const offerTakingStates = transitionOf(jobLifecycle, 'chooseSupplier').from
/** A contact holds a live offer in the states the customer can hire from, and once hired. */
const liveOfferStates = [
  ...transitionOf(contactLifecycle, 'hire').from,
  transitionOf(contactLifecycle, 'hire').to,
]

const list = (states: readonly string[]) =>
  sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  )

/** The job takes offers and invitations now: open, and its lapse moment not passed (even before the cron). */
export const takesOffers = (now: number): SQL =>
  sql`(j.status IN (${list(offerTakingStates)}) AND (j.due_at IS NULL OR j.due_at > ${now}))`

/** The job's category is one of the company's, or a subcategory of one. */
export const inMyCategories = (companyId: number): SQL =>
  sql`EXISTS (SELECT 1 FROM company_categories cc WHERE cc.company_id = ${companyId}
    AND (cc.category_id = j.category_id OR cc.category_id = cat.parent_id))`

/**
 * The company may see the job: it has a contact on it (invited, offered, hired…), or the job takes
 * offers and is in its categories. Anything else answers 404, as if the job did not exist.
 */
export const visibleTo = (companyId: number, now: number): SQL =>
  sql`(mc.id IS NOT NULL OR (${takesOffers(now)} AND ${inMyCategories(companyId)}))`

/**
 * The open-jobs list: jobs that take offers (in its categories or invited to), and the job it was hired
 * on until it is closed, so the hired company finds the customer's contact data.
 */
export const onOpenJobsList = (companyId: number, now: number): SQL =>
  sql`((${takesOffers(now)} AND (mc.id IS NOT NULL OR ${inMyCategories(companyId)})) OR (mc.id IS NOT NULL AND j.hired_contact_id = mc.id AND j.status = ${transitionOf(jobLifecycle, 'chooseSupplier').to}))`

/** Live offers on a job from every company (the number a company sees beside it). */
export const liveOffers = sql`(SELECT count(*) FROM contacts o WHERE o.job_id = j.id AND o.state IN (${list(liveOfferStates)}))`
