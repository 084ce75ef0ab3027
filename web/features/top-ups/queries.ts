import { queryOptions } from '@tanstack/react-query'
import { moneyApi } from '../../../domain/contract/money'
import type { NewTopUp, TopUp } from '../../../domain/schemas/money'
import { call } from '../../lib/api'

/** Query keys of the balance and top-ups; invalidate `topUpKeys.all` when money moves. */
export const topUpKeys = {
  all: ['top-ups'] as const,
  balance: ['top-ups', 'balance'] as const,
  one: (topUpId: string) => ['top-ups', 'one', topUpId] as const,
}

export const balanceQuery = () =>
  queryOptions({
    queryKey: topUpKeys.balance,
    queryFn: ({ signal }) => call(moneyApi.balance, { signal }),
    staleTime: 0,
  })

/** A top-up still waiting for the provider's webhook is asked again every second. */
export const topUpQuery = (topUpId: string) =>
  queryOptions({
    queryKey: topUpKeys.one(topUpId),
    queryFn: ({ signal }) => call(moneyApi.topUp, { params: { topUpId }, signal }),
    refetchInterval: (query) => (isWaiting(query.state.data) ? 1_000 : false),
    staleTime: 0,
  })

export const isWaiting = (topUp: TopUp | undefined) => topUp === undefined || topUp.state === 'pending'

export const startTopUp = (body: NewTopUp) => call(moneyApi.startTopUp, { body })
