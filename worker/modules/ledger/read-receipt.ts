import { eq } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { formatDate } from '../../../domain/rules/copenhagen-time'
import type { Receipt } from '../../../domain/schemas/money'
import { receipts } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { translate } from '../../lib/i18n'

/**
 * One of the company's receipts, exactly as it was issued: everything on it comes from its `receipts`
 * row, written with the charge (worker/lib/ledger.ts), never from today's names, VAT rate or period
 * length. The operator sells, the company buys; the plan for its period and the credit for the unused
 * part of the last one are the lines, so the lines add up to the net amount. Another company's number
 * is a 404, as if it did not exist.
 */
export async function readReceipt(
  db: Database,
  companyId: number,
  invoiceNumber: number,
  locale: Locale,
): Promise<Receipt> {
  const [row] = await db.select().from(receipts).where(eq(receipts.invoiceNumber, invoiceNumber)).limit(1)
  if (!row || row.companyId !== companyId) throw notFound()
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(locale, `transactions:::receipt::${key}`, vars)
  const planLine = {
    text: t('planLine', {
      plan: translate(locale, `subscriptions:::plans::${row.plan}::name`),
      category: locale === 'en' ? row.categoryNameEn : row.categoryNameDa,
      from: formatDate(row.periodStart),
      to: formatDate(row.periodEnd),
    }),
    netOre: row.planOre,
  }
  const lines = row.creditOre > 0 ? [planLine, { text: t('creditLine'), netOre: -row.creditOre }] : [planLine]
  return {
    invoiceNumber: row.invoiceNumber,
    issuedAt: row.issuedAt,
    seller: {
      name: row.sellerName,
      street: row.sellerStreet,
      zip: row.sellerZip,
      city: row.sellerCity,
      cvr: row.sellerCvr,
    },
    buyer: {
      name: row.buyerName,
      street: row.buyerStreet,
      zip: row.buyerZip,
      city: row.buyerCity,
      cvr: row.buyerCvr,
    },
    lines,
    netOre: row.netOre,
    vatPercent: row.vatPercent,
    vatOre: row.vatOre,
    totalOre: row.totalOre,
  }
}
