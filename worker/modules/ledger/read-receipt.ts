import { eq } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { formatDate } from '../../../domain/rules/copenhagen-time'
import type { Receipt } from '../../../domain/schemas/money'
import { receipts, topUpReceipts } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { translate } from '../../lib/i18n'

type Issued = typeof receipts.$inferSelect | typeof topUpReceipts.$inferSelect

/**
 * One of the company's receipts, exactly as it was issued: everything on it comes from its row, written
 * with the charge or the top-up's credit (worker/lib/ledger.ts), never from today's names, VAT rate or
 * period length. The operator sells, the company buys. A charge's lines are the plan for its period and
 * the credit for the unused part of the last one, so they add up to the net amount; a paid top-up
 * (decision 025) has one line and no VAT. Both kinds share one number series. Another company's number
 * is a 404, as if it did not exist.
 */
export async function readReceipt(
  db: Database,
  companyId: number,
  invoiceNumber: number,
  locale: Locale,
): Promise<Receipt> {
  const [[charge], [payment]] = await db.batch([
    db.select().from(receipts).where(eq(receipts.invoiceNumber, invoiceNumber)).limit(1),
    db.select().from(topUpReceipts).where(eq(topUpReceipts.invoiceNumber, invoiceNumber)).limit(1),
  ])
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(locale, `transactions:::receipt::${key}`, vars)
  if (payment?.companyId === companyId)
    return {
      kind: 'payment',
      ...issued(payment),
      text: t('topUpLine'),
      totalOre: payment.amountOre,
      method: payment.method,
      providerReference: payment.providerReference,
    }
  if (charge?.companyId !== companyId) throw notFound()
  const planLine = {
    text: t('planLine', {
      plan: translate(locale, `subscriptions:::plans::${charge.plan}::name`),
      category: locale === 'en' ? charge.categoryNameEn : charge.categoryNameDa,
      from: formatDate(charge.periodStart),
      to: formatDate(charge.periodEnd),
    }),
    netOre: charge.planOre,
  }
  const lines =
    charge.creditOre > 0 ? [planLine, { text: t('creditLine'), netOre: -charge.creditOre }] : [planLine]
  return {
    kind: 'charge',
    ...issued(charge),
    lines,
    netOre: charge.netOre,
    vatPercent: charge.vatPercent,
    vatOre: charge.vatOre,
    totalOre: charge.totalOre,
  }
}

/** The number, the date and both parties, as the row holds them. */
function issued(row: Issued) {
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
  }
}
