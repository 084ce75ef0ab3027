import { sql } from 'drizzle-orm'
import { operator } from '../../../domain/brand'
import type { Locale } from '../../../domain/i18n'
import { type PlanId, periodSeconds, vatPercent } from '../../../domain/rules/plans'
import { copenhagenDate } from '../../../domain/rules/working-days'
import type { LedgerKind, Receipt } from '../../../domain/schemas/money'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { translate } from '../../lib/i18n'

interface Row {
  invoiceNumber: number
  kind: LedgerKind
  idempotencyKey: string
  plan: PlanId | null
  netOre: number
  vatOre: number
  creditOre: number
  createdAt: number
  categoryDa: string | null
  categoryEn: string | null
  name: string
  address: string | null
  zip: string
  city: string
  cvr: string | null
}

const danishDay = (seconds: number) => copenhagenDate(seconds).split('-').reverse().join('.')

/**
 * When the paid period began. An upgrade starts a period at the charge; a renewal continues the last one,
 * whose end is the last part of its key (`renewal:{company}:{category}:{period end}`), since the cron may
 * charge a few minutes after it.
 */
export function periodStartOf(row: { kind: LedgerKind; idempotencyKey: string; createdAt: number }): number {
  if (row.kind !== 'renewal') return row.createdAt
  const end = Number(row.idempotencyKey.split(':').at(-1))
  return Number.isSafeInteger(end) && end > 0 ? end : row.createdAt
}

/**
 * One of the company's receipts: the operator sells, the company buys; the plan for its period and the
 * credit for the unused part of the last one are the lines, so the lines add up to the net amount.
 * Another company's number is a 404, as if it did not exist.
 */
export async function readReceipt(
  db: Database,
  companyId: number,
  invoiceNumber: number,
  locale: Locale,
): Promise<Receipt> {
  const [row] = await db.all<Row>(sql`
    SELECT t.invoice_number AS invoiceNumber, t.kind, t.idempotency_key AS idempotencyKey, t.plan,
      t.net_ore AS netOre, t.vat_ore AS vatOre, t.credit_ore AS creditOre, t.created_at AS createdAt,
      cat.name_da AS categoryDa, cat.name_en AS categoryEn,
      co.name, co.address, co.zip, co.city, co.cvr
    FROM ledger_transactions t
    JOIN companies co ON co.id = t.company_id
    LEFT JOIN categories cat ON cat.id = t.category_id
    WHERE t.invoice_number = ${invoiceNumber} AND t.company_id = ${companyId}`)
  if (!row) throw notFound()
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(locale, `transactions:::receipt::${key}`, vars)
  const start = periodStartOf(row)
  const plan = row.plan ? translate(locale, `subscriptions:::plans::${row.plan}::name`) : ''
  const category = (locale === 'en' ? row.categoryEn : row.categoryDa) ?? ''
  const planLine = {
    text: t('planLine', {
      plan,
      category,
      from: danishDay(start),
      to: danishDay(start + periodSeconds),
    }),
    netOre: row.netOre + row.creditOre,
  }
  const lines = row.creditOre > 0 ? [planLine, { text: t('creditLine'), netOre: -row.creditOre }] : [planLine]
  return {
    invoiceNumber: row.invoiceNumber,
    issuedAt: row.createdAt,
    seller: {
      name: operator.name,
      street: operator.street,
      zip: operator.zip,
      city: operator.city,
      cvr: operator.cvr,
    },
    buyer: { name: row.name, street: row.address, zip: row.zip, city: row.city, cvr: row.cvr },
    lines,
    netOre: row.netOre,
    vatPercent,
    vatOre: row.vatOre,
    totalOre: row.netOre + row.vatOre,
  }
}
