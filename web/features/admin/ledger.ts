import { queryOptions } from '@tanstack/react-query'
import { moneyApi } from '../../../domain/contract/money'
import type { AdminAdjustment } from '../../../domain/schemas/money'
import { call } from '../../lib/api'
import { currentLocale } from '../../lib/i18n'

/** A company's ledger on the admin company page (its texts are localized on the server). */
export const adminLedgerKey = (companyId: number) => ['admin', 'ledger', companyId, currentLocale()] as const

export const adminLedgerQuery = (companyId: number) =>
  queryOptions({
    queryKey: adminLedgerKey(companyId),
    queryFn: ({ signal }) =>
      call(moneyApi.adminLedger, { params: { companyId: String(companyId) }, query: {}, signal }),
    staleTime: 0,
  })

export const adjustBalance = (companyId: number, body: AdminAdjustment) =>
  call(moneyApi.adminAdjust, { params: { companyId: String(companyId) }, body })

/** One key per filled-in form: a retried submit of the same form books once. */
export const newAdjustmentKey = () => crypto.randomUUID().replaceAll('-', '')
