import { queryOptions } from '@tanstack/react-query'
import { moneyApi } from '../../../domain/contract/money'
import { call } from '../../lib/api'
import { currentLocale } from '../../lib/i18n'

/** A period of days (`2026-01-31`), both ends optional: the page's search and the API's query. */
export interface Period {
  from?: string | undefined
  to?: string | undefined
}

/** Query keys of the company's ledger and receipts; the texts come translated from the server. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (period: Period) =>
    ['transactions', 'list', currentLocale(), period.from ?? '', period.to ?? ''] as const,
  receipt: (invoiceNumber: number) => ['transactions', 'receipt', currentLocale(), invoiceNumber] as const,
}

export const ledgerQuery = (period: Period) =>
  queryOptions({
    queryKey: transactionKeys.list(period),
    queryFn: ({ signal }) => call(moneyApi.ledger, { query: { from: period.from, to: period.to }, signal }),
  })

export const receiptQuery = (invoiceNumber: number) =>
  queryOptions({
    queryKey: transactionKeys.receipt(invoiceNumber),
    queryFn: ({ signal }) =>
      call(moneyApi.receipt, { params: { invoiceNumber: String(invoiceNumber) }, signal }),
  })

/** The CSV of the same rows, as a plain link: the browser downloads the attachment. */
export function csvHref(period: Period): string {
  const params = new URLSearchParams()
  if (period.from) params.set('from', period.from)
  if (period.to) params.set('to', period.to)
  const qs = params.toString()
  return `/api/company/ledger.csv${qs ? `?${qs}` : ''}`
}
