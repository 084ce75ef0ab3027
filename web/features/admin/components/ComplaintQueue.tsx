import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { adminSupportApi } from '../../../../domain/contract/support'
import type { AdminComplaint } from '../../../../domain/schemas/support'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { formatDateTime } from '../../../lib/format'
import { LoadError, Loading } from './bits'
import { type QueueStatus, ReplyDialog, StatusFilter } from './QueueParts'

const queueKey = ['admin', 'complaints'] as const

/**
 * The staff's complaints queue (issue 18): each customer's complaint with the company, the customer and
 * the job it most likely concerns; reply (e-mailed to the customer), close or reopen. Each is audited.
 */
export function ComplaintQueue() {
  const { t } = useTranslation('support')
  const [status, setStatus] = useState<QueueStatus>('open')
  const query = useQuery({
    queryKey: [...queueKey, status],
    queryFn: ({ signal }) => call(adminSupportApi.complaints, { query: { status }, signal }),
  })
  return (
    <section aria-labelledby="complaint-queue-title" className="flex flex-col gap-3">
      <h2 id="complaint-queue-title" className="m-0 text-xl font-bold">
        {t('admin::complaintsTitle')}
      </h2>
      <p className="m-0 text-sm text-ink-700">{t('admin::complaintsLead')}</p>
      <StatusFilter
        label={t('admin::filter')}
        value={status}
        counts={query.data?.counts}
        onChange={setStatus}
      />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="m-0 rounded-xl border border-solid border-gray-200 bg-white p-4 text-ink-700">
          {t('admin::empty')}
        </p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {query.data.items.map((item) => (
            <li key={item.id}>
              <ComplaintItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ComplaintItem({ item }: { item: AdminComplaint }) {
  const { t } = useTranslation('support')
  const queryClient = useQueryClient()
  const [replying, setReplying] = useState(false)
  const [busy, setBusy] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: queueKey })
  const params = { complaintId: String(item.id) }
  const setStatus = async (status: 'open' | 'closed') => {
    setBusy(true)
    try {
      await call(adminSupportApi.complaintStatus, { params, body: { status } })
      notify({ type: 'success', note: t('admin::statusChanged') })
      await refresh()
    } catch (error) {
      notifyFailure(error)
    }
    setBusy(false)
  }
  const titleId = `complaint-${item.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-solid border-gray-200 bg-white p-4 shadow-sm"
    >
      <h3 id={titleId} className="m-0 text-lg font-bold break-words">
        {item.companyName}
      </h3>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{t('admin::company')}</dt>
        <dd className="m-0 min-w-0 break-words">
          {item.company ? (
            <Link
              to="/admin/companies/$id"
              params={{ id: String(item.company.id) }}
              className="text-brand-700 underline"
            >
              {item.company.name}
            </Link>
          ) : (
            t('admin::unknownCompany')
          )}
        </dd>
        <dt className="font-semibold">{t('admin::customer')}</dt>
        <dd className="m-0 min-w-0 break-words">
          {item.customer ? (
            <Link
              to="/admin/users/$id"
              params={{ id: String(item.customer.id) }}
              className="text-brand-700 underline"
            >
              {item.customer.name}
            </Link>
          ) : null}{' '}
          <span className="text-ink-700">
            ({t('admin::writtenBy')} {item.userName})
          </span>
        </dd>
        <dt className="font-semibold">{t('admin::job')}</dt>
        <dd className="m-0 min-w-0 break-words">{item.job ? item.job.title : t('admin::noJob')}</dd>
        <dt className="font-semibold">{t('admin::complaint')}</dt>
        <dd className="m-0 min-w-0">
          <blockquote className="m-0 whitespace-pre-wrap break-words border-0 border-l-3 border-solid border-gray-300 pl-3">
            {item.text}
          </blockquote>
          <span className="text-ink-700">{formatDateTime(item.createdAt)}</span>
        </dd>
      </dl>
      {item.replies.length > 0 ? (
        <ol className="m-0 flex list-none flex-col gap-2 p-0 text-sm" aria-label={t('admin::replies')}>
          {item.replies.map((r) => (
            <li key={r.id} className="rounded-lg bg-brand-50 p-2">
              <span className="font-semibold">{t('thread::staff')}</span>{' '}
              <span className="text-ink-700">{formatDateTime(r.createdAt)}</span>
              <p className="m-0 whitespace-pre-wrap break-words">{r.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {item.status !== 'closed' ? (
          <>
            {item.customer?.email ? (
              <Button className="btn-primary h-10" isDisabled={busy} onPress={() => setReplying(true)}>
                {t('admin::reply')}
              </Button>
            ) : null}
            <Button className="btn-secondary h-10" isDisabled={busy} onPress={() => void setStatus('closed')}>
              {t('admin::closeItem')}
            </Button>
          </>
        ) : (
          <Button className="btn-secondary h-10" isDisabled={busy} onPress={() => void setStatus('open')}>
            {t('admin::reopenItem')}
          </Button>
        )}
      </div>
      {replying ? (
        <ReplyDialog
          title={`${t('admin::reply')}: ${item.companyName}`}
          onClose={() => setReplying(false)}
          send={async (message) => {
            await call(adminSupportApi.complaintReply, { params, body: { message } })
            notify({ type: 'success', note: t('admin::replied') })
            void refresh()
          }}
        />
      ) : null}
    </article>
  )
}
