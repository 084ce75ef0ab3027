import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { transitionOf } from '../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../domain/lifecycle/job'

/**
 * Who sees which job on the company side, as SQL over `jobs j` and the company's
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

/**
 * THE rule of who works in a job's category, over a category row `r`: a job in `jobCategory` reaches
 * `r` when `r` is that category; when `r` is its trade (a Terrasse job reaches a firm that chose all of
 * Tømrer); or when `r` is a subcategory of it (a job posted at the trade, Tømrer, reaches a firm that
 * chose only Terrasse — the sign-up offers subcategories). A sibling subcategory (Tag) is not reached.
 * The job list, the job page and offer, hiding, the filter's choices, the invitation candidates and the
 * search agents all ask this, and nothing else.
 */
export const reachesCategory = (r: SQL, jobCategory: SQLWrapper | number): SQL =>
  sql`(${r}.id = ${jobCategory} OR ${r}.parent_id = ${jobCategory}
    OR ${r}.id = (SELECT jp.parent_id FROM categories jp WHERE jp.id = ${jobCategory}))`

/** A job in `jobCategory` reaches one of the company's chosen categories (`reachesCategory`). */
export const inCategoriesOf = (companyId: SQLWrapper | number, jobCategory: SQLWrapper | number): SQL =>
  sql`EXISTS (SELECT 1 FROM company_categories cc JOIN categories r ON r.id = cc.category_id
    WHERE cc.company_id = ${companyId} AND ${reachesCategory(sql`r`, jobCategory)})`

/** The job `j` is in the company's categories (`inCategoriesOf`). */
export const inMyCategories = (companyId: number): SQL => inCategoriesOf(companyId, sql`j.category_id`)

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
