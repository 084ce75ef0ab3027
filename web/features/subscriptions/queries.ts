import { queryOptions } from '@tanstack/react-query'
import { moneyApi } from '../../../domain/contract/money'
import type { PlanId } from '../../../domain/rules/plans'
import { call } from '../../lib/api'
import { currentLocale } from '../../lib/i18n'

/** Query keys of the company's subscriptions; category names are translated. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: () => ['subscriptions', 'list', currentLocale()] as const,
  quote: (categoryId: number, plan: PlanId) => ['subscriptions', 'quote', categoryId, plan] as const,
}

export const subscriptionsQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.list(),
    queryFn: ({ signal }) => call(moneyApi.subscriptions, { signal }),
  })

/** The breakdown of a change, asked fresh at each opening: the credit shrinks by the second. */
export const quoteQuery = (categoryId: number, plan: PlanId) =>
  queryOptions({
    queryKey: subscriptionKeys.quote(categoryId, plan),
    queryFn: ({ signal }) =>
      call(moneyApi.quote, { params: { categoryId: String(categoryId) }, query: { plan }, signal }),
    staleTime: 0,
    gcTime: 0,
  })

export const changePlan = (
  categoryId: number,
  body: { plan: PlanId; acceptTerms: true; idempotencyKey: string },
) => call(moneyApi.changePlan, { params: { categoryId: String(categoryId) }, body })

export const unsubscribe = (categoryId: number) =>
  call(moneyApi.unsubscribe, { params: { categoryId: String(categoryId) } })
