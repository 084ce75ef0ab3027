import { useMutation, useQueryClient } from '@tanstack/react-query'
import { wonJobsApi } from '../../../domain/contract/won-jobs'
import type { CancelRequest, CompleteRequest } from '../../../domain/schemas/won-jobs'
import { notifyFailure } from '../../components/ui/toast/toast-queue'
import { call } from '../../lib/api'
import { wonJobsKeys } from './queries'

/**
 * After a closing changed: this feature's queries, the company's job lists and its booking list (their
 * cards show the contact's state; keyed `company-jobs` and `bookings` by their features, named here
 * without importing them).
 */
function useRefresh() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: wonJobsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['company-jobs'], refetchType: 'active' }),
      queryClient.invalidateQueries({ queryKey: ['bookings'], refetchType: 'active' }),
    ])
}

const params = (contactId: number) => ({ contactId: String(contactId) })

/** update_balans_company / refused_to_work: the caller's form shows a refusal. */
export function useCloseWonJob(contactId: number) {
  const refresh = useRefresh()
  return {
    complete: async (body: CompleteRequest) => {
      const result = await call(wonJobsApi.complete, { params: params(contactId), body })
      await refresh()
      return result
    },
    cancel: async (body: CancelRequest) => {
      const result = await call(wonJobsApi.cancel, { params: params(contactId), body })
      await refresh()
      return result
    },
  }
}

/** 'Fortryd': deletes the pending cancel message. */
export function useUndoCancel(contactId: number) {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: () => call(wonJobsApi.undoCancel, { params: params(contactId) }),
    onSuccess: refresh,
    onError: notifyFailure,
  })
}
