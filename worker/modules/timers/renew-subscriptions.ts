import { eq, type SQL, sql } from 'drizzle-orm'
import { formatOre } from '../../../domain/rules/money'
import { type PlanId, periodSeconds, planOf, vatOf } from '../../../domain/rules/plans'
import { companies, subscriptions } from '../../db/schema'
import type { Database } from '../../lib/db'
import { translate } from '../../lib/i18n'
import { chargePostings, recordMoney, walletSql } from '../../lib/ledger'
import { companyInMarket } from '../../lib/market'
import { emailWhen } from '../../lib/outbox'
import { activeCompany } from '../invitations/company-recipient'
import { companyTopCategoriesSql } from '../subscriptions/plan-sql'

/** Subscriptions per cron round; a full round runs again, so a backlog drains in one cron run. */
const batchSize = 50
const maxRounds = 20

interface Due {
  companyId: number
  categoryId: number
  plan: PlanId
  nextPlan: PlanId | null
  periodEnd: number
  categoryName: string
  categoryNameEn: string
  /** The category is still one of the company's (a category it left is not renewed). */
  kept: number
}

/**
 * The cron's renewals (decision 018). A paid subscription whose period has ended becomes its
 * `next_plan` (a downgrade or unsubscribe that waited) or renews as it is: basic simply drops the
 * period (so does a category the company no longer has); a paid plan is charged from the balance for a new period, the charge and the advanced
 * period in one ledger batch keyed `renewal:{company}:{category}:{period end}`, so a re-run after a
 * crash charges once. A balance that does not cover it drops the category to basic and mails the
 * company, in one batch guarded by the period end, so that happens once too. Only companies in the
 * market renew (`companyInMarket`): a blocked or deleted company is skipped, in the read and in the charge.
 */
export async function renewSubscriptions(db: Database, now: number, origin: string) {
  const counts = { renewed: 0, dropped: 0, lapsed: 0, skipped: 0 }
  for (let round = 0; round < maxRounds; round++) {
    const due = await db.all<Due>(sql`
      SELECT s.company_id AS companyId, s.category_id AS categoryId, s.plan, s.next_plan AS nextPlan,
        s.period_end AS periodEnd, c.name_da AS categoryName, c.name_en AS categoryNameEn,
        s.category_id IN ${companyTopCategoriesSql(sql`s.company_id`)} AS kept
      FROM subscriptions s JOIN categories c ON c.id = s.category_id
      WHERE s.period_end <= ${now} AND s.plan <> 'basic' AND ${companyInMarket(sql`s.company_id`)}
      ORDER BY s.period_end, s.company_id, s.category_id LIMIT ${batchSize}`)
    for (const row of due) counts[await renewOne(db, row, now, origin)]++
    if (due.length < batchSize) break
  }
  return counts
}

/**
 * The row is still the one read: same plan and period end (nothing renewed or changed it since), and
 * its company is still in the market (a blocked or deleted company is never charged; its paid period
 * simply waits, and renews from then on if it is unblocked).
 */
const stillDue = (row: Due) => sql`EXISTS (SELECT 1 FROM subscriptions
  WHERE company_id = ${row.companyId} AND category_id = ${row.categoryId}
    AND plan = ${row.plan} AND period_end = ${row.periodEnd}) AND ${companyInMarket(row.companyId)}`

const whereRow = (row: Due) =>
  sql`company_id = ${row.companyId} AND category_id = ${row.categoryId} AND plan = ${row.plan} AND period_end = ${row.periodEnd}`

/** The category back on basic (no period, nothing paid) if the row is still as read and `also` holds. */
const toBasic = (db: Database, row: Due, now: number, also: SQL) =>
  db
    .update(subscriptions)
    .set({ plan: 'basic', periodStart: null, periodEnd: null, paidOre: 0, nextPlan: null, updatedAt: now })
    .where(sql`${whereRow(row)} AND ${also}`)

async function renewOne(db: Database, row: Due, now: number, origin: string) {
  const target = row.kept ? (row.nextPlan ?? row.plan) : 'basic'
  if (target === 'basic') {
    await toBasic(db, row, now, sql`1`)
    return 'dropped' as const
  }
  const netOre = planOf(target).priceOre
  const vatOre = vatOf(netOre)
  // The new period follows the old one without a gap; after a long outage it starts now instead of
  // charging for periods that have passed.
  const start = row.periodEnd + periodSeconds > now ? row.periodEnd : now
  const recorded = await recordMoney(
    db,
    {
      companyId: row.companyId,
      kind: 'renewal',
      idempotencyKey: `renewal:${row.companyId}:${row.categoryId}:${row.periodEnd}`,
      invoice: true,
      period: { start, end: start + periodSeconds },
      categoryId: row.categoryId,
      plan: target,
      netOre,
      vatOre,
      postings: chargePostings(netOre, vatOre),
      when: stillDue(row),
    },
    now,
    (applied) => [
      db
        .update(subscriptions)
        .set({
          plan: target,
          periodStart: start,
          periodEnd: start + periodSeconds,
          paidOre: netOre,
          nextPlan: null,
          updatedAt: now,
        })
        .where(sql`${whereRow(row)} AND ${applied}`),
    ],
  )
  if (recorded.applied) return 'renewed' as const
  // Already renewed by an earlier run, or changed since it was read (an upgrade): nothing to do.
  if (recorded.transaction) return 'skipped' as const
  return (await lapse(db, row, target, netOre + vatOre, now, origin))
    ? ('lapsed' as const)
    : ('skipped' as const)
}

/**
 * The balance does not cover the renewal: the category drops to basic and the company is told, in one
 * batch. The drop re-checks the balance in its own statement (a top-up that just arrived renews on the
 * next run instead) and the mail goes only with the drop (`changes() = 1` right after it).
 */
async function lapse(db: Database, row: Due, target: PlanId, totalOre: number, now: number, origin: string) {
  const company = await activeCompany(db, eq(companies.id, row.companyId))
  const drop = toBasic(db, row, now, sql`${walletSql(row.companyId)} < ${totalOre}`)
  const mail = company
    ? emailWhen(
        db,
        company,
        'subscriptionLapsed',
        {
          company: company.name,
          category: company.locale === 'en' ? row.categoryNameEn : row.categoryName,
          plan: translate(company.locale, `money:::plan::${target}`),
          price: formatOre(totalOre),
          link: `${origin}/firma/abonnement`,
        },
        sql`changes() = 1`,
      )
    : []
  const [result] = await db.batch([drop, ...mail])
  return (result as { meta: { changes: number } }).meta.changes === 1
}
