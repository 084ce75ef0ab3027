import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button, DialogTrigger } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { cancellationsApi } from '../../../../domain/contract/won-jobs'
import {
  maxCloseReasonLength,
  type PendingCancellation,
  RejectCancellationRequest,
} from '../../../../domain/schemas/won-jobs'
import { DialogCardForm } from '../../../components/form/DialogCardForm'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useForm } from '../../../components/form/use-form'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { formatDateTime } from '../../../lib/format'
import { PartyLink } from './bits'
import { QueueCard, QueueFact, QueueFacts, QueueList, QueueMessages, QueueSection } from './QueueParts'

const queueKey = ['admin', 'cancellations'] as const

/** The queue's one query (the count in the heading is the server's, of every pending one). */
const queueQuery = {
  queryKey: queueKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(cancellationsApi.list, { signal }),
}

/**
 * The administrator's queue of pending cancellations (issue 18): each won job a company cancelled, with
 * the job, both parties, the company's reason and the latest messages between them. Approve (after a
 * confirmation: it cannot be undone): the contact is cancelled and the job opens again for the customer. Reject with a reason: the company is hired
 * again. Both parties are told; each decision is in the audit log.
 */
export function CancellationQueue() {
  const { t } = useTranslation('wonjobs')
  const query = useQuery(queueQuery)
  const count = query.data?.count ?? 0
  return (
    <QueueSection
      id="cancellations-title"
      title={t('admin::title')}
      count={
        query.data ? (
          <span
            className={`rounded-full px-3 py-0.5 text-sm font-semibold ${count > 0 ? 'bg-amber-100 text-amber-900' : 'bg-gray-100 text-ink-700'}`}
          >
            {t('admin::count', { count })}
          </span>
        ) : null
      }
      lead={t('admin::lead')}
    >
      <QueueList query={query} empty={t('admin::empty')} itemKey={(item) => item.contactId}>
        {(item) => <PendingItem item={item} />}
      </QueueList>
    </QueueSection>
  )
}

function PendingItem({ item }: { item: PendingCancellation }) {
  const { t } = useTranslation('wonjobs')
  const queryClient = useQueryClient()
  const [approving, setApproving] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: queueKey })
  const approve = async () => {
    setApproving(true)
    try {
      await call(cancellationsApi.approve, { params: { contactId: String(item.contactId) } })
      notify({ type: 'success', note: t('admin::approved') })
      setConfirming(false)
      await refresh()
    } catch (error) {
      setConfirming(false)
      notifyFailure(error)
      setApproving(false)
    }
  }
  const sender = {
    customer: t('admin::fromCustomer'),
    company: t('admin::fromCompany'),
    system: t('admin::fromSystem'),
  }
  const titleId = `cancellation-${item.contactId}`
  return (
    <QueueCard
      titleId={titleId}
      title={
        <>
          {item.job.title} <span className="font-normal text-ink-700">· {item.job.city}</span>
        </>
      }
    >
      <QueueFacts>
        <QueueFact term={t('admin::company')}>
          <PartyLink party={item.company} to="company" />
        </QueueFact>
        <QueueFact term={t('admin::customer')}>
          <PartyLink party={item.customer} to="user" />
        </QueueFact>
        <QueueFact term={t('admin::reason')}>
          {t(`close::reasons::${item.message.optionSelect}`)} · {t('close::optionNewOne')}{' '}
          {t(`close::${item.message.optionNewOne}`)} · {t('close::optionNewTwo')}{' '}
          {t(`close::${item.message.optionNewTwo}`)}
          <blockquote className="m-0 mt-1 whitespace-pre-wrap border-0 border-l-3 border-solid border-gray-300 pl-3 text-ink-800">
            {item.message.text}
          </blockquote>
          <span className="text-ink-600">
            {t('admin::sentAt', { when: formatDateTime(item.requestedAt) })}
          </span>
        </QueueFact>
      </QueueFacts>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold">
          {t('admin::messages')} ({item.messages.length})
        </summary>
        <div className="mt-2">
          {item.messages.length === 0 ? (
            <p className="m-0 text-ink-700">{t('admin::noMessages')}</p>
          ) : (
            <QueueMessages
              label={t('admin::messages')}
              messages={item.messages.map((m) => ({
                ...m,
                key: `${m.createdAt}-${m.sender}-${m.body.slice(0, 20)}`,
                author: sender[m.sender],
              }))}
            />
          )}
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        {/* Approving cannot be undone and tells both parties: asked once more first. */}
        <DialogTrigger isOpen={confirming} onOpenChange={setConfirming}>
          <Button className="btn-primary h-10" isDisabled={approving}>
            {t('admin::approve')}
          </Button>
          <ConfirmDialog
            title={t('admin::approveTitle', { job: item.job.title })}
            body={t('admin::approveBody', { company: item.company.name })}
            cancel={t('admin::approveCancel')}
            confirm={t('admin::approveConfirm')}
            working={t('admin::approving')}
            pending={approving}
            onConfirm={() => void approve()}
          />
        </DialogTrigger>
        <Button className="btn-secondary h-10" isDisabled={approving} onPress={() => setRejecting(true)}>
          {t('admin::reject')}
        </Button>
      </div>
      {rejecting ? (
        <RejectDialog item={item} onClose={() => setRejecting(false)} onDone={() => void refresh()} />
      ) : null}
    </QueueCard>
  )
}

function RejectDialog({
  item,
  onClose,
  onDone,
}: {
  item: PendingCancellation
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation('wonjobs')
  const form = useForm({
    initial: () => ({ reason: '' }),
    schema: RejectCancellationRequest,
    submit: async (body) => {
      await call(cancellationsApi.reject, { params: { contactId: String(item.contactId) }, body })
      notify({ type: 'success', note: t('admin::rejected') })
      onClose()
      onDone()
    },
  })
  return (
    <DialogCardForm
      form={form}
      title={`${t('admin::reject')}: ${item.job.title}`}
      cancel={t('close::cancel')}
      onClose={onClose}
      label={t('admin::sendReject')}
      pendingLabel={t('close::sending')}
    >
      <TextAreaField
        name="reason"
        label={t('admin::rejectReason')}
        isRequired
        autoFocus
        rows={4}
        maxLength={maxCloseReasonLength}
      />
    </DialogCardForm>
  )
}
