import type { Locale } from '../../../domain/i18n'
import { vatPercent } from '../../../domain/rules/plans'
import { audit } from '../../lib/audit'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { type Posting, recordMoney } from '../../lib/ledger'
import { companyLedger, requireCompanyRow } from './company-ledger'

/**
 * The VAT inside an amount that includes it (a refund of 125,00 kr. holds 25,00 kr. of VAT at 25 %),
 * rounded to the nearest øre; the net is the rest, so the two always add up to the amount.
 */
export function vatInside(grossOre: number): number {
  return Math.round((grossOre * vatPercent) / (100 + vatPercent))
}

/** The legs of an admin adjustment (decision 018's conventions); both add `amountOre` to the wallet. */
export function adjustmentPostings(kind: 'credit' | 'refund', amountOre: number): Posting[] {
  if (kind === 'credit')
    return [
      { account: 'wallet', amountOre },
      { account: 'adjustments', amountOre: -amountOre },
    ]
  const vat = vatInside(amountOre)
  return [
    { account: 'wallet', amountOre },
    { account: 'revenue', amountOre: -(amountOre - vat) },
    { account: 'vat', amountOre: -vat },
  ]
}

/**
 * An administrator credits or refunds a company: the ledger event and its audit entry (who, why) in one
 * batch, keyed `admin:{companyId}:{clientKey}`, so a retried submit books once and logs once. Answers the
 * company's whole ledger as it is now.
 */
export async function adjustBalance(
  db: Database,
  actorUserId: number,
  companyId: number,
  input: { kind: 'credit' | 'refund'; amountOre: number; reason: string; idempotencyKey: string },
  locale: Locale,
) {
  await requireCompanyRow(db, companyId)
  const now = clock.now()
  const key = `admin:${companyId}:${input.idempotencyKey}`
  const refundVat = input.kind === 'refund' ? vatInside(input.amountOre) : 0
  const details = { amountOre: input.amountOre, reason: input.reason, key }
  await recordMoney(
    db,
    {
      companyId,
      kind: input.kind,
      idempotencyKey: key,
      postings: adjustmentPostings(input.kind, input.amountOre),
      actorUserId,
      reason: input.reason,
      netOre: input.amountOre - refundVat,
      vatOre: refundVat,
    },
    now,
    (applied) => [
      audit(
        db,
        { actorUserId, action: `ledger.${input.kind}`, targetType: 'company', targetId: companyId, details },
        applied,
      ),
    ],
  )
  return companyLedger(db, companyId, undefined, locale)
}
