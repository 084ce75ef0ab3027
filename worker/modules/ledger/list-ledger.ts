import { sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import type { PlanId } from '../../../domain/rules/plans'
import type { Ledger, LedgerKind } from '../../../domain/schemas/money'
import type { Database } from '../../lib/db'
import { translate } from '../../lib/i18n'
import type { Period } from './ledger-period'

interface Row {
  transactionId: number
  at: number
  kind: LedgerKind
  invoiceNumber: number | null
  plan: PlanId | null
  categoryDa: string | null
  categoryEn: string | null
  amountOre: number
}

/** How the company reads a movement of its balance (an admin's reason stays internal). */
export function entryText(
  locale: Locale,
  row: { kind: LedgerKind; plan: PlanId | null; categoryDa: string | null; categoryEn: string | null },
): string {
  const category = (locale === 'en' ? row.categoryEn : row.categoryDa) ?? ''
  const plan = row.plan ? translate(locale, `subscriptions:::plans::${row.plan}::name`) : ''
  return translate(locale, `transactions:::kinds::${row.kind}`, { plan, category })
}

/**
 * Every movement of one company's balance in `period`, oldest first, with the balance after each (a
 * charge named as its receipt names it, so the list and the CSV never rename an old charge): the
 * opening balance is the sum of its wallet postings before the period, so the running figures agree with
 * the balance shown anywhere else. Scoped by the company; there is no way to name another's.
 */
export async function listLedger(
  db: Database,
  companyId: number,
  period: Period,
  locale: Locale,
): Promise<Ledger> {
  const after = period.fromAt === null ? sql`1` : sql`p.created_at >= ${period.fromAt}`
  const before = period.toAt === null ? sql`1` : sql`p.created_at < ${period.toAt}`
  const [opening] = await db.all<{ total: number }>(sql`
    SELECT coalesce(sum(amount_ore), 0) AS total FROM ledger_postings
    WHERE company_id = ${companyId} AND account = 'wallet'
      AND ${period.fromAt === null ? sql`0` : sql`created_at < ${period.fromAt}`}`)
  const rows = await db.all<Row>(sql`
    SELECT t.id AS transactionId, t.created_at AS at, t.kind, t.invoice_number AS invoiceNumber,
      coalesce(r.plan, t.plan) AS plan, coalesce(r.category_name_da, c.name_da) AS categoryDa,
      coalesce(r.category_name_en, c.name_en) AS categoryEn, sum(p.amount_ore) AS amountOre
    FROM ledger_postings p
    JOIN ledger_transactions t ON t.id = p.transaction_id
    LEFT JOIN receipts r ON r.transaction_id = t.id
    LEFT JOIN categories c ON c.id = t.category_id
    WHERE p.company_id = ${companyId} AND p.account = 'wallet' AND ${after} AND ${before}
    GROUP BY t.id
    ORDER BY t.created_at, t.id`)
  const openingBalanceOre = Number(opening?.total ?? 0)
  let balance = openingBalanceOre
  const entries = rows.map((row) => {
    const amountOre = Number(row.amountOre)
    balance += amountOre
    return {
      transactionId: row.transactionId,
      at: row.at,
      kind: row.kind,
      text: entryText(locale, row),
      amountOre,
      balanceAfterOre: balance,
      invoiceNumber: row.invoiceNumber,
    }
  })
  return { openingBalanceOre, closingBalanceOre: balance, entries }
}
