import { useMutation, useQueryClient } from '@tanstack/react-query'
import { companyJobsApi } from '../../../domain/contract/company-jobs'
import type {
  CompanyJob,
  OfferRequest,
  OfferResult,
  SavedJobFilter,
} from '../../../domain/schemas/company-jobs'
import { notify, notifyFailure } from '../../components/ui/toast/toast-queue'
import { call } from '../../lib/api'
import { companyJobsKeys } from './queries'

/** After an offer changed: the server's notification, the job as it is now, the lists refetched. */
function useAfterOffer() {
  const queryClient = useQueryClient()
  return (result: OfferResult) => {
    notify({ type: result.type, note: result.message })
    queryClient.setQueryData(companyJobsKeys.job(result.job.id), result.job)
    return queryClient.invalidateQueries({ queryKey: companyJobsKeys.all, refetchType: 'active' })
  }
}

/** Sends the offer (or replaces the live one); the caller's form shows a failure. */
export function useSendOffer(job: Pick<CompanyJob, 'id'>) {
  const done = useAfterOffer()
  return async (offer: OfferRequest) => {
    const result = await call(companyJobsApi.offer, { params: { jobId: String(job.id) }, body: offer })
    await done(result)
    return result
  }
}

/** Withdraws the company's live offer on a job (by id). */
export function useWithdrawOffer() {
  const done = useAfterOffer()
  return useMutation({
    mutationFn: (jobId: number) => call(companyJobsApi.withdraw, { params: { jobId: String(jobId) } }),
    onSuccess: done,
    onError: notifyFailure,
  })
}

/** Remembers the filter on the server, or forgets it (`null`). */
export function useRememberFilter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (filter: SavedJobFilter | null) => {
      if (filter !== null) return call(companyJobsApi.saveFilter, { body: filter })
      await call(companyJobsApi.forgetFilter, {})
      return { filter: null }
    },
    onSuccess: (saved) => queryClient.setQueryData(companyJobsKeys.savedFilter(), saved),
    onError: notifyFailure,
  })
}
