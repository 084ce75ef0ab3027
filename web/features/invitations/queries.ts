import { queryOptions } from '@tanstack/react-query'
import { invitationsApi } from '../../../domain/contract/invitations'
import { call } from '../../lib/api'

export const invitationsKeys = {
  all: ['invitations'] as const,
  candidates: (jobId: number) => ['invitations', 'candidates', jobId] as const,
}

/** Select firm: the companies nearest the job (fresh each time the modal opens). */
export const candidatesQuery = (jobId: number) =>
  queryOptions({
    queryKey: invitationsKeys.candidates(jobId),
    queryFn: ({ signal }) => call(invitationsApi.candidates, { params: { jobId: String(jobId) }, signal }),
    staleTime: 0,
  })
