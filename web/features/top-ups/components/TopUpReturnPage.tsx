import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/form/Form'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { ApiFailure } from '../../../lib/api'
import { formatMoney } from '../../../lib/format'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { paymentCallbackJob } from '../payment-callback'
import { isWaiting, topUpKeys, topUpQuery } from '../queries'
import { TopUpDialog } from './TopUpDialog'

/** After this long without an answer the page says so (it keeps asking). */
const slowAfterMs = 15_000

/**
 * `/firma/saldo/betaling/$topUpId`: where the provider sends the browser back. The provider's webhook
 * settles the top-up, maybe before, maybe after this page opens: it asks every second until the top-up
 * is paid, declined or abandoned, then shows the outcome and the new balance, the way back to the
 * job the company came from (the payment-callback cookie) and, once credited, the top-up's receipt.
 */
export function TopUpReturnPage({ topUpId }: { topUpId: string }) {
  const { t } = useTranslation('topup')
  useDocumentTitle(t('return::title'))
  const queryClient = useQueryClient()
  const query = useQuery(topUpQuery(topUpId))
  const waiting = isWaiting(query.data) && !query.isError
  const slow = useSlow(waiting)
  const [jobId] = useState(() => paymentCallbackJob())
  const state = query.data?.state

  // Money moved: every balance on screen is out of date.
  useEffect(() => {
    if (state && state !== 'pending') void queryClient.invalidateQueries({ queryKey: topUpKeys.balance })
  }, [state, queryClient])

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 py-4">
      <h1 tabIndex={-1} className="title-tool">
        {t('return::title')}
      </h1>
      {query.error instanceof ApiFailure && query.error.status === 404 ? (
        <p
          role="alert"
          className="m-0 rounded-xl border border-solid border-red-200 bg-red-50 p-4 text-red-900"
        >
          {t('return::notFound')}
        </p>
      ) : query.isError ? (
        <LoadFailed
          error={query.error}
          fallback={t('return::loadError')}
          onRetry={() => void query.refetch()}
        />
      ) : waiting ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-solid border-ink-200 bg-white p-5"
        >
          <p className="m-0 flex items-center gap-3 text-lg">
            <Spinner className="h-6 w-6 text-brand-600" />
            {t('return::waiting')}
          </p>
          <div className="h-2 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
            <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-500" />
          </div>
          {slow ? <p className="m-0 text-sm text-ink-600">{t('return::slow')}</p> : null}
        </div>
      ) : query.data ? (
        <Outcome
          state={query.data.state}
          amountOre={query.data.amountOre}
          balanceOre={query.data.balanceOre}
          invoiceNumber={query.data.invoiceNumber}
          jobId={jobId}
        />
      ) : null}
    </div>
  )
}

function Outcome({
  state,
  amountOre,
  balanceOre,
  invoiceNumber,
  jobId,
}: {
  state: 'paid' | 'declined' | 'abandoned' | 'pending'
  amountOre: number
  balanceOre: number
  /** The receipt of a credited top-up; none for the others (and for one credited before receipts). */
  invoiceNumber: number | null
  jobId: number | null
}) {
  const { t } = useTranslation(['topup', 'transactions'])
  const paid = state === 'paid'
  return (
    <div className="flex flex-col gap-4">
      <div
        role={paid ? 'status' : 'alert'}
        className={`flex flex-col gap-2 rounded-xl border border-solid p-5 ${
          paid ? 'border-green-200 bg-green-50 text-green-900' : 'border-amber-200 bg-amber-50 text-amber-900'
        }`}
      >
        <p className="m-0 text-lg font-semibold">
          {paid ? t('return::paid', { amount: formatMoney(amountOre) }) : t(`return::${state}`)}
        </p>
        <p className="m-0">{t('return::newBalance', { balance: formatMoney(balanceOre) })}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {jobId !== null ? (
          <Link to="/firma/opgaver" search={{ jobid: jobId }} className="btn-primary h-11 px-5 no-underline">
            {t('return::backToJob')}
          </Link>
        ) : null}
        {paid ? null : <TopUpDialog returnJobId={jobId ?? undefined} className="btn-primary h-11 px-5" />}
        {invoiceNumber !== null ? (
          <Link
            to="/bruger/kvittering/$invoiceNumber"
            params={{ invoiceNumber }}
            className="btn-secondary h-11 px-5 no-underline"
          >
            {t('transactions:::table::receiptLink', { number: invoiceNumber })}
          </Link>
        ) : null}
        <Link to="/firma/saldo" className="btn-secondary h-11 px-5 no-underline">
          {t('return::toBalance')}
        </Link>
      </div>
    </div>
  )
}

function useSlow(waiting: boolean) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setSlow(true), slowAfterMs)
    return () => clearTimeout(timer)
  }, [waiting])
  return slow
}
