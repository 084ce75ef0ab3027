import { queryOptions } from '@tanstack/react-query'
import { wonJobsApi } from '../../../domain/contract/won-jobs'
import { call } from '../../lib/api'

/** Query keys of closing won jobs and of the admin's cancellation queue. */
export const wonJobsKeys = {
  all: ['won-jobs'] as const,
  closing: (contactId: number) => [...wonJobsKeys.all, 'closing', contactId] as const,
}

/** show_cancel_message: the hired contact's state, the actions allowed, its newest closing. */
export const wonClosingQuery = (contactId: number) =>
  queryOptions({
    queryKey: wonJobsKeys.closing(contactId),
    queryFn: ({ signal }) => call(wonJobsApi.closing, { params: { contactId: String(contactId) }, signal }),
  })
