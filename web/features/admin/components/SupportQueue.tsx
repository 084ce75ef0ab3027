import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { adminSupportApi } from '../../../../domain/contract/support'
import type { AdminSupportCase } from '../../../../domain/schemas/support'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { formatDateTime } from '../../../lib/format'
import { LoadError, Loading } from './bits'
import { type QueueStatus, ReplyDialog, StatusFilter } from './QueueParts'

const queueKey = ['admin', 'support'] as const

/**
 * The staff's support queue (issue 18): the companies' cases by status with a count of each; a reply
 * reaches the company as a notification and by e-mail; close or reopen. Each decision is audited.
 */
export function SupportQueue() {
  const { t } = useTranslation('support')
  const [status, setStatus] = useState<QueueStatus>('open')
  const query = useQuery({
    queryKey: [...queueKey, status],
    queryFn: ({ signal }) => call(adminSupportApi.cases, { query: { status }, signal }),
  })
  return (
    <section aria-labelledby="support-queue-title" className="flex flex-col gap-3">
      <h2 id="support-queue-title" className="m-0 text-xl font-bold">
        {t('admin::supportTitle')}
      </h2>
      <p className="m-0 text-sm text-ink-700">{t('admin::supportLead')}</p>
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
              <CaseItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function CaseItem({ item }: { item: AdminSupportCase }) {
  const { t } = useTranslation('support')
  const queryClient = useQueryClient()
  const [replying, setReplying] = useState(false)
  const [busy, setBusy] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: queueKey })
  const params = { caseId: String(item.id) }
  const setStatus = async (status: 'open' | 'closed') => {
    setBusy(true)
    try {
      await call(adminSupportApi.status, { params, body: { status } })
      notify({ type: 'success', note: t('admin::statusChanged') })
      await refresh()
    } catch (error) {
      notifyFailure(error)
    }
    setBusy(false)
  }
  const titleId = `support-case-${item.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-solid border-gray-200 bg-white p-4 shadow-sm"
    >
      <h3 id={titleId} className="m-0 text-lg font-bold break-words">
        {item.subject}
      </h3>
      <p className="m-0 text-sm text-ink-700">
        {t('admin::created', { when: formatDateTime(item.createdAt) })}
      </p>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{t('admin::company')}</dt>
        <dd className="m-0 min-w-0 break-words">
          <Link
            to="/admin/companies/$id"
            params={{ id: String(item.company.id) }}
            className="text-brand-700 underline"
          >
            {item.company.name}
          </Link>
        </dd>
      </dl>
      <ol className="m-0 flex list-none flex-col gap-2 p-0 text-sm" aria-label={t('admin::thread')}>
        {item.messages.map((m) => (
          <li key={m.id} className={`rounded-lg p-2 ${m.author === 'admin' ? 'bg-brand-50' : 'bg-gray-50'}`}>
            <span className="font-semibold">
              {m.author === 'admin' ? t('thread::staff') : item.company.name}
            </span>{' '}
            <span className="text-ink-700">{formatDateTime(m.createdAt)}</span>
            <p className="m-0 whitespace-pre-wrap break-words">{m.body}</p>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {item.status !== 'closed' ? (
          <>
            <Button className="btn-primary h-10" isDisabled={busy} onPress={() => setReplying(true)}>
              {t('admin::reply')}
            </Button>
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
          title={`${t('admin::reply')}: ${item.subject}`}
          onClose={() => setReplying(false)}
          send={async (message) => {
            await call(adminSupportApi.reply, { params, body: { message } })
            notify({ type: 'success', note: t('admin::replied') })
            void refresh()
          }}
        />
      ) : null}
    </article>
  )
}
