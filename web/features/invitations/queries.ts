import { queryOptions } from '@tanstack/react-query'
import { invitationsApi } from '../../../domain/contract/invitations'
import { call } from '../../lib/api'

export const invitationsKeys = {
  all: ['invitations'] as const,
  candidates: (jobId: number) => ['invitations', 'candidates', jobId] as const,
  invitableJobs: (companyId: number) => ['invitations', 'invitable-jobs', companyId] as const,
}

/** Select firm: the companies nearest the job (fresh each time the modal opens). */
export const candidatesQuery = (jobId: number) =>
  queryOptions({
    queryKey: invitationsKeys.candidates(jobId),
    queryFn: ({ signal }) => call(invitationsApi.candidates, { params: { jobId: String(jobId) }, signal }),
    staleTime: 0,
  })

/** The 'open job' modal on a company's profile: my open jobs and this company's chance on each. */
export const invitableJobsQuery = (companyId: number) =>
  queryOptions({
    queryKey: invitationsKeys.invitableJobs(companyId),
    // Fresh each time the dialog opens: another tab may have invited meanwhile.
    staleTime: 0,
    queryFn: ({ signal }) =>
      call(invitationsApi.invitableJobs, { params: { companyId: String(companyId) }, signal }),
  })
