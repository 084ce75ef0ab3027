import { expect } from 'vitest'
import { priceListsApi } from '../../../domain/contract/company-profile'
import { api } from '../../test/client'
import { freshIp } from '../../test/helpers'
import type { makeCompanyUser, makeUser } from '../account/account.fixtures'

/**
 * `customer` orders one `line` from the price list `firm` saves in its category (Bestil, with the street
 * and the terms accepted): the firm is hired on the new job. Answers the job and the saved line.
 */
export async function orderFromPriceList(
  firm: Awaited<ReturnType<typeof makeCompanyUser>>,
  customer: Awaited<ReturnType<typeof makeUser>>,
  line: { name: string; unit: string; amountOre: number } = {
    name: 'Timeløn',
    unit: 'pr. time',
    amountOre: 49_500,
  },
) {
  const saved = await api(priceListsApi.save, {
    params: { categoryId: firm.category.id },
    body: { items: [line] },
    cookie: firm.cookie,
  })
  const item = saved.json.items[0]
  if (!item) throw new Error('no price-list line')
  const ordered = await api(priceListsApi.order, {
    body: {
      companyId: firm.company.id,
      itemId: item.id,
      amount: 1,
      contact: {
        name: 'Karen Kunde',
        street: 'Søndergade 3',
        phone: '40506070',
        zip: '8000',
        email: customer.user.email ?? '',
      },
      acceptTerms: true,
    },
    cookie: customer.cookie,
    ip: freshIp(),
  })
  expect(ordered.status).toBe(201)
  return { jobId: ordered.json.jobId, item }
}
