import { queryOptions } from '@tanstack/react-query'
import { calendarApi } from '../../../domain/contract/calendar'
import { call } from '../../lib/api'

export const calendarKeys = {
  all: ['calendar'] as const,
}

/** My calendar events and the jobs I was hired on (the SMS form is offered for each). */
export const calendarQuery = () =>
  queryOptions({
    queryKey: calendarKeys.all,
    queryFn: ({ signal }) => call(calendarApi.events, { query: {}, signal }),
    staleTime: 30_000,
  })
