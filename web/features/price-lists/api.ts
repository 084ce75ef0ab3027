import { priceListsApi as contract } from '../../../domain/contract/company-profile'
import type { OrderRequest, PriceListUpdate } from '../../../domain/schemas/company-profile'
import { call } from '../../lib/api'

/** Price lists (the company's own and a public company's) and the personalised order. */
export const priceListsApi = {
  mine: (signal?: AbortSignal) => call(contract.mine, { signal }),
  save: (categoryId: number, body: PriceListUpdate) =>
    call(contract.save, { params: { categoryId: String(categoryId) }, body }),
  remove: (categoryId: number) => call(contract.remove, { params: { categoryId: String(categoryId) } }),
  ofCompany: (companyId: number, signal?: AbortSignal) =>
    call(contract.ofCompany, { params: { companyId: String(companyId) }, signal }),
  order: (body: OrderRequest) => call(contract.order, { body }),
}
