import { copenhagenMidnight, nextDate } from '../../../domain/rules/working-days'
import { fieldError } from '../../lib/errors'

/** A period of the ledger as unix seconds: `from` inclusive, `to` exclusive; null is open-ended. */
export interface Period {
  fromAt: number | null
  toAt: number | null
}

/**
 * The company's period in days (Copenhagen, both ends included) → moments. `to` ends at the next day's
 * midnight, so a charge at 23:59 on the last day is in it. A period that ends before it starts is 422.
 */
export function periodOf(query: { from?: string | undefined; to?: string | undefined } | undefined): Period {
  const from = query?.from
  const to = query?.to
  if (from && to && from > to) throw fieldError('to', 'transactions:::errors::toBeforeFrom')
  return {
    fromAt: from ? midnight('from', from) : null,
    toAt: to ? midnight('to', nextDate(to)) : null,
  }
}

/** The schema checks the shape; a day that does not exist (2026-02-30) is the same 422. */
function midnight(field: string, day: string): number {
  try {
    return copenhagenMidnight(day)
  } catch {
    throw fieldError(field, 'money:::errors::date')
  }
}
