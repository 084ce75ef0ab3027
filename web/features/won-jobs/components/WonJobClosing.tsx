import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/form/Form'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { formatMoney } from '../../../lib/format'
import { useUndoCancel } from '../mutations'
import { wonClosingQuery } from '../queries'
import { showModalDelayMs, showModalFor } from '../show-modal'
import { CloseJobDialog } from './CloseJobDialog'

/**
 * The hired company's ending of one won job, self-contained (it reads its own state from the API), to be
 * placed under the job wherever the company sees it: 'Afslut opgave' while hired (the close dialog);
 * 'Opgave afsluttet' with the price once completed ('Kunden har afsluttet opgaven' when the customer
 * closed it); 'annulleret (afventer admin)' with 'Fortryd' while a
 * cancellation waits; the administrator's decision after. Only the actions the contact table allows are
 * offered (`actions` from the server). `?showmodal` opens the close dialog after 1 second: on the job's own
 * booking page (`/bookings/{contactId}`), where `?jobid=` names it, or when the placing page says so.
 */
export function WonJobClosing({ contactId, showModal }: { contactId: number; showModal?: boolean }) {
  const { t } = useTranslation('wonjobs')
  const query = useQuery(wonClosingQuery(contactId))
  const undo = useUndoCancel(contactId)
  const [open, setOpen] = useState(false)
  // The address as the page was opened: the page may tidy its query (`?jobid=`) before this job's state loads.
  const [opened] = useState(() =>
    typeof window === 'undefined'
      ? null
      : { pathname: window.location.pathname, search: window.location.search },
  )
  const data = query.data
  const canClose = data?.actions.includes('complete') ?? false

  // At most once per visit: a refetch of the state must not open the dialog again after it was closed.
  const autoOpened = useRef(false)
  const jobId = data?.jobId
  useEffect(() => {
    if (jobId === undefined || !canClose || autoOpened.current) return
    const asked = showModal ?? (opened !== null && showModalFor(opened, { jobId, contactId }))
    if (!asked) return
    const timer = setTimeout(() => {
      autoOpened.current = true
      setOpen(true)
    }, showModalDelayMs)
    return () => clearTimeout(timer)
  }, [jobId, canClose, showModal, contactId, opened])

  // A closing or a Fortryd replaces the button that was pressed (or that opened the dialog) with the new
  // state's: once the dialog is gone, lost focus goes to that state's control (Fortryd, Afslut opgave)
  // or its line ('Opgave afsluttet …'), not to <body>.
  const box = useRef<HTMLDivElement>(null)
  const seenState = useRef(data?.state)
  const stateChanged = useRef(false)
  const state = data?.state
  useEffect(() => {
    if (state === undefined) return
    if (seenState.current !== undefined && seenState.current !== state) stateChanged.current = true
    seenState.current = state
    if (!stateChanged.current || open) return
    stateChanged.current = false
    const active = document.activeElement
    if (active instanceof HTMLElement && active !== document.body) return
    box.current?.querySelector<HTMLElement>('button, [tabindex="-1"]')?.focus()
  }, [state, open])

  if (query.isPending) return <LoadingStatus small>{t('status::loading')}</LoadingStatus>
  if (query.isError) return <LoadFailed small error={query.error} onRetry={() => void query.refetch()} />
  const closing = data?.closing ?? null
  return (
    <div ref={box} className="flex flex-col gap-2" data-won-closing={contactId}>
      {data?.state === 'completed' ? (
        <p
          tabIndex={-1}
          className="m-0 inline-flex items-center gap-2 font-semibold text-green-800 outline-none"
        >
          {closing?.kind !== 'completed'
            ? // No completion of mine: the customer closed the job as done by me (decision 024).
              t('status::closedByCustomer')
            : closing.priceOre != null
              ? t('status::completedPrice', { price: formatMoney(closing.priceOre) })
              : t('status::completed')}
        </p>
      ) : null}
      {data?.state === 'cancel_pending' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="m-0 font-semibold text-amber-900">{t('status::pending')}</p>
          {data.actions.includes('undoCancel') ? (
            <Button className="btn-secondary h-10" isDisabled={undo.isPending} onPress={() => undo.mutate()}>
              {undo.isPending ? <Spinner /> : null}
              {t('status::undo')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {data?.state === 'cancel_pending' && closing?.message ? (
        <p className="m-0 text-sm text-ink-700">
          <span className="font-semibold">{t('status::yourMessage')}:</span> {closing.message.text}
        </p>
      ) : null}
      {data?.state === 'cancelled' ? <p className="m-0 text-ink-700">{t('status::cancelled')}</p> : null}
      {canClose && closing?.decision === 'rejected' ? (
        <p className="m-0 text-sm text-ink-700">
          {t('status::rejected', { reason: closing.rejectReason ?? '' })}
        </p>
      ) : null}
      {canClose ? (
        <Button className="btn-primary h-10 self-start" onPress={() => setOpen(true)}>
          {t('close::button')}
        </Button>
      ) : null}
      {open && data ? (
        <CloseJobDialog contactId={contactId} jobTitle={data.jobTitle} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  )
}
