import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { hiddenJobsApi } from '../../../domain/contract/hidden-jobs'
import type { HiddenJobList } from '../../../domain/schemas/hidden-jobs'
import { notifyFailure } from '../../components/ui/toast/toast-queue'
import { call } from '../../lib/api'

const hiddenKey = ['hidden-jobs'] as const

/**
 * The jobs I hid and whether 'Vis skjulte' is on, kept on the server so both follow me to every device
 * (the route asks for it before the list: the list depends on the switch).
 */
export const hiddenJobsQuery = () =>
  queryOptions({
    queryKey: hiddenKey,
    queryFn: ({ signal }) => call(hiddenJobsApi.list, { signal }),
    staleTime: 60_000,
  })

const withJob = (ids: readonly number[], jobId: number, hidden: boolean) =>
  hidden ? [jobId, ...ids.filter((id) => id !== jobId)] : ids.filter((id) => id !== jobId)

/**
 * Hide, undo and 'Vis skjulte' for the open-jobs list (the server leaves hidden jobs out of it unless
 * the toggle is on; `onChanged` lets the page refetch it); `lastHidden` is the job the undo notice
 * offers to bring back. After 'Fortryd', `returning` is that job until the page has its card back and
 * focused (`returned`): the notice, and focus on its button, stay until then.
 */
export function useHiddenJobs(onChanged?: () => void) {
  const queryClient = useQueryClient()
  // Each change shows at once; an answer already on its way predates it and would put the old state
  // back (the switch flipped back by itself), so it is cancelled first. Only the last change to settle
  // asks the server again: an earlier one's refetch could overtake a later change still in flight.
  const beforeChange = () => queryClient.cancelQueries({ queryKey: hiddenKey })
  const afterChange = () => {
    onChanged?.()
    if (queryClient.isMutating({ mutationKey: hiddenKey }) > 1) return
    return queryClient.invalidateQueries({ queryKey: hiddenKey })
  }
  const query = useQuery(hiddenJobsQuery())
  const [lastHidden, setLastHidden] = useState<{ id: number; title: string } | null>(null)
  const [returning, setReturning] = useState<number | null>(null)
  const ids = query.data?.jobIds ?? []
  const showHidden = query.data?.showHidden ?? false
  const setHidden = (jobId: number, hidden: boolean) =>
    queryClient.setQueryData(hiddenKey, { jobIds: withJob(ids, jobId, hidden), showHidden })

  // 'Vis skjulte': the switch moves at once, the server remembers it (365 days, the spec's showallwork).
  const setShown = (on: boolean) =>
    queryClient.setQueryData<HiddenJobList>(hiddenKey, (list) => ({
      jobIds: list?.jobIds ?? [],
      showHidden: on,
    }))
  const switchShown = useMutation({
    mutationKey: hiddenKey,
    mutationFn: (on: boolean) => call(hiddenJobsApi.showHidden, { body: { showHidden: on } }),
    onMutate: async (on) => {
      await beforeChange()
      setShown(on)
    },
    onError: (error, on) => {
      setShown(!on)
      notifyFailure(error)
    },
    onSettled: afterChange,
  })

  const hide = useMutation({
    mutationKey: hiddenKey,
    mutationFn: (job: { id: number; title: string }) => call(hiddenJobsApi.hide, { body: { jobId: job.id } }),
    onMutate: async (job) => {
      await beforeChange()
      setHidden(job.id, true)
      setLastHidden(job)
    },
    onError: (error, job) => {
      setHidden(job.id, false)
      setLastHidden(null)
      notifyFailure(error)
    },
    onSettled: afterChange,
  })
  const show = useMutation({
    mutationKey: hiddenKey,
    mutationFn: ({ jobId }: { jobId: number; undo: boolean }) =>
      call(hiddenJobsApi.show, { params: { jobId: String(jobId) } }),
    onMutate: async ({ jobId, undo }) => {
      await beforeChange()
      setHidden(jobId, false)
      if (!undo) setLastHidden(null)
    },
    onError: (error, { undo }) => {
      if (undo) setReturning(null)
      notifyFailure(error)
    },
    onSettled: afterChange,
  })

  const dismissUndo = useCallback(() => {
    setLastHidden(null)
    setReturning(null)
  }, [])

  return {
    isHidden: (jobId: number) => ids.includes(jobId),
    count: ids.length,
    showHidden,
    setShowHidden: (on: boolean) => switchShown.mutate(on),
    lastHidden,
    dismissUndo,
    hide: (job: { id: number; title: string }) => hide.mutate(job),
    show: (jobId: number) => show.mutate({ jobId, undo: false }),
    /** 'Fortryd': the job hidden last comes back (once, however often the button is pressed). */
    undo: () => {
      if (!lastHidden || returning !== null) return
      setReturning(lastHidden.id)
      show.mutate({ jobId: lastHidden.id, undo: true })
    },
    returning,
    /** The page has the job's card back and focus on it: the notice goes. */
    returned: dismissUndo,
  }
}

export type HiddenJobs = ReturnType<typeof useHiddenJobs>
