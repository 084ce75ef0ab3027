import type { Locale } from '../../../domain/i18n'
import { changeKind, type PlanId, upgradePrice } from '../../../domain/rules/plans'
import type { PlanQuote } from '../../../domain/schemas/money'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { myCategory, type SubscriptionRow } from './my-subscriptions'

/**
 * What moving from `seen` to `to` costs at `now`: an upgrade is the new plan's whole period less the
 * unused part of the current one (decision 018); a downgrade costs nothing and waits for the period end.
 */
export function priceChange(
  categoryId: number,
  seen: SubscriptionRow,
  to: PlanId,
  now: number,
  balanceOre: number,
) {
  const kind = changeKind(seen.plan, to)
  const price =
    kind === 'upgrade'
      ? upgradePrice(
          to,
          { paidOre: seen.paidOre, periodStart: seen.periodStart ?? now, periodEnd: seen.periodEnd },
          now,
        )
      : { newPlanOre: 0, creditOre: 0, netOre: 0, vatOre: 0, totalOre: 0 }
  return {
    categoryId,
    from: seen.plan,
    to,
    kind,
    ...price,
    balanceOre,
    effectiveAt: kind === 'downgrade' ? seen.periodEnd : null,
  } satisfies PlanQuote
}

/** GET /company/subscriptions/:categoryId/quote: the breakdown the upgrade modal shows. */
export async function quotePlan(
  db: Database,
  companyId: number,
  locale: Locale,
  categoryId: number,
  to: PlanId,
): Promise<PlanQuote> {
  const { subscription, balanceOre } = await myCategory(db, companyId, locale, categoryId)
  return priceChange(categoryId, subscription, to, clock.now(), balanceOre)
}
