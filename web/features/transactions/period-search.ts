import * as v from 'valibot'
import { LedgerQuery } from '../../../domain/schemas/money'
import type { Period } from './queries'

const day = /^\d{4}-\d{2}-\d{2}$/

/** `/bruger/account-transactions?from=2026-01-01&to=2026-01-31`: a bad value is ignored, never a crash. */
export function periodSearch(search: Record<string, unknown>): Period {
  const pick = (value: unknown) => (typeof value === 'string' && day.test(value) ? value : undefined)
  const from = pick(search.from)
  const to = pick(search.to)
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) }
}

/** The filter form: the API's period, and the end not before the start (said on the `to` field). */
export const PeriodForm = v.pipe(
  LedgerQuery,
  v.forward(
    v.check(({ from, to }) => !from || !to || from <= to, 'transactions:::errors::toBeforeFrom'),
    ['to'],
  ),
)

/** Empty fields are no end. */
export const periodInput = (values: { from: string; to: string }): Period => ({
  ...(values.from ? { from: values.from } : {}),
  ...(values.to ? { to: values.to } : {}),
})
