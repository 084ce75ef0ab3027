import { type QueryKey, type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Button, DialogTrigger } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type * as v from 'valibot'
import { SupportMessageRequest } from '../../../../domain/schemas/support'
import { DialogCardForm } from '../../../components/form/DialogCardForm'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useForm } from '../../../components/form/use-form'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { EmptyNote } from '../../../components/ui/EmptyNote'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { formatDateTime } from '../../../lib/format'
import { Loading } from './bits'

export type QueueStatus = 'open' | 'answered' | 'closed'
export const queueStatuses: QueueStatus[] = ['open', 'answered', 'closed']

/** The queue's status filter: one button per status with its count (the server's, over every row). */
export function StatusFilter({
  label,
  value,
  counts,
  onChange,
}: {
  label: string
  value: QueueStatus
  counts: Record<QueueStatus, number> | undefined
  onChange: (status: QueueStatus) => void
}) {
  const { t } = useTranslation('support')
  return (
    <fieldset className="m-0 flex flex-wrap gap-2 border-0 p-0">
      <legend className="sr-only">{label}</legend>
      {queueStatuses.map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={value === s}
          onClick={() => onChange(s)}
          className={`h-9 cursor-pointer rounded-full border border-solid px-3 text-sm font-semibold ${
            value === s ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-ink-900'
          }`}
        >
          {t(`admin::count_${s}`, { count: counts?.[s] ?? 0 })}
        </button>
      ))}
    </fieldset>
  )
}

/** The administrator's reply: a dialog with one non-empty text. */
export function ReplyDialog({
  title,
  onClose,
  send,
}: {
  title: string
  onClose: () => void
  send: (message: string) => Promise<void>
}) {
  const { t } = useTranslation('support')
  const form = useForm({
    initial: () => ({ message: '' }),
    schema: SupportMessageRequest,
    submit: async (body: v.InferOutput<typeof SupportMessageRequest>) => {
      await send(body.message)
      onClose()
    },
  })
  return (
    <DialogCardForm
      form={form}
      title={title}
      cancel={t('admin::cancel')}
      onClose={onClose}
      label={t('admin::sendReply')}
      pendingLabel={t('admin::sending')}
    >
      <TextAreaField
        name="message"
        label={t('admin::replyLabel')}
        isRequired
        autoFocus
        rows={5}
        maxLength={2000}
      />
    </DialogCardForm>
  )
}

/** One item of a queue: a card named by its heading. */
export function QueueCard({
  titleId,
  title,
  children,
}: {
  titleId: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-solid border-gray-200 bg-white p-4 shadow-sm"
    >
      <h3 id={titleId} className="m-0 text-lg font-bold break-words">
        {title}
      </h3>
      {children}
    </article>
  )
}

/** A queue card's facts, each term beside its value (the company, the customer, what was written). */
export function QueueFacts({ children }: { children: ReactNode }) {
  return <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">{children}</dl>
}

/** One fact of a queue card: its term, and the value beside it (a long text wraps). */
export function QueueFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className="m-0 min-w-0 break-words">{children}</dd>
    </>
  )
}

/** One message of a queue card's thread. */
export interface QueueMessage {
  key: string | number
  /** Who wrote it, as the staff read it ('Opgavetorvet', the company's name, 'Kunden'). */
  author: string
  /** Written by the staff: tinted. */
  byStaff?: boolean
  createdAt: number
  body: string
}

/** A queue card's messages, oldest first: who wrote each (the staff's tinted), when, and the text. */
export function QueueMessages({ label, messages }: { label: string; messages: QueueMessage[] }) {
  return (
    <ol className="m-0 flex list-none flex-col gap-2 p-0 text-sm" aria-label={label}>
      {messages.map((m) => (
        <li key={m.key} className={`rounded-lg p-2 ${m.byStaff ? 'bg-brand-50' : 'bg-gray-50'}`}>
          <span className="font-semibold">{m.author}</span>{' '}
          <span className="text-ink-700">{formatDateTime(m.createdAt)}</span>
          <p className="m-0 whitespace-pre-wrap break-words">{m.body}</p>
        </li>
      ))}
    </ol>
  )
}

/**
 * One of the console's queues: its heading (with a count beside it where the queue has one), the lead
 * that says what the staff decide there, then the queue itself.
 */
export function QueueSection({
  id,
  title,
  count,
  lead,
  children,
}: {
  id: string
  title: string
  count?: ReactNode
  lead: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center gap-3">
        <h2 id={id} className="m-0 text-xl font-bold">
          {title}
        </h2>
        {count}
      </header>
      <p className="m-0 text-sm text-ink-700">{lead}</p>
      {children}
    </section>
  )
}

/** A queue's items: loading, the load error with a retry, the empty text, or one card per item. */
export function QueueList<T>({
  query,
  empty,
  itemKey,
  children,
}: {
  query: UseQueryResult<{ items: T[] }>
  empty: string
  itemKey: (item: T) => number
  children: (item: T) => ReactNode
}) {
  if (query.isPending) return <Loading />
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.items.length === 0) {
    return <EmptyNote>{empty}</EmptyNote>
  }
  return (
    <ul className="m-0 flex list-none flex-col gap-3 p-0">
      {query.data.items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  )
}

/**
 * A queue of tickets (the companies' support cases, the customers' complaints): its title and lead, the
 * status filter with the server's counts, and the items of the chosen status.
 */
export function TicketQueue<T extends { id: number }>({
  id,
  title,
  lead,
  queueKey,
  load,
  children,
}: {
  id: string
  title: string
  lead: string
  queueKey: QueryKey
  load: (
    status: QueueStatus,
    signal: AbortSignal,
  ) => Promise<{ items: T[]; counts: Record<QueueStatus, number> }>
  children: (item: T) => ReactNode
}) {
  const { t } = useTranslation('support')
  const [status, setStatus] = useState<QueueStatus>('open')
  const query = useQuery({ queryKey: [...queueKey, status], queryFn: ({ signal }) => load(status, signal) })
  return (
    <QueueSection id={id} title={title} lead={lead}>
      <StatusFilter
        label={t('admin::filter')}
        value={status}
        counts={query.data?.counts}
        onChange={setStatus}
      />
      <QueueList query={query} empty={t('admin::empty')} itemKey={(item) => item.id}>
        {children}
      </QueueList>
    </QueueSection>
  )
}

/** What closing a ticket asks first: its title, what closing does, and the confirming button's label. */
export interface CloseQuestion {
  title: string
  body: string
  confirm: string
}

/**
 * A ticket's decisions: reply (when it can be answered), close (after a confirmation: 'Luk' sits beside
 * 'Svar'), or reopen a closed one; each a toast and a fresh queue.
 */
export function TicketActions({
  queueKey,
  closed,
  canReply,
  replyTitle,
  closeQuestion,
  changeStatus,
  reply,
}: {
  queueKey: QueryKey
  closed: boolean
  canReply: boolean
  replyTitle: string
  closeQuestion: CloseQuestion
  changeStatus: (status: 'open' | 'closed') => Promise<unknown>
  reply: (message: string) => Promise<unknown>
}) {
  const { t } = useTranslation('support')
  const queryClient = useQueryClient()
  const [replying, setReplying] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: queueKey })
  const setStatus = async (status: 'open' | 'closed') => {
    setBusy(true)
    try {
      await changeStatus(status)
      notify({ type: 'success', note: t('admin::statusChanged') })
      await refresh()
    } catch (error) {
      notifyFailure(error)
    }
    setConfirming(false)
    setBusy(false)
  }
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {!closed ? (
          <>
            {canReply ? (
              <Button className="btn-primary h-10" isDisabled={busy} onPress={() => setReplying(true)}>
                {t('admin::reply')}
              </Button>
            ) : null}
            <DialogTrigger isOpen={confirming} onOpenChange={setConfirming}>
              <Button className="btn-secondary h-10" isDisabled={busy}>
                {t('admin::closeItem')}
              </Button>
              <ConfirmDialog
                title={closeQuestion.title}
                body={closeQuestion.body}
                cancel={t('admin::cancel')}
                confirm={closeQuestion.confirm}
                working={t('admin::closing')}
                pending={busy}
                onConfirm={() => void setStatus('closed')}
              />
            </DialogTrigger>
          </>
        ) : (
          <Button className="btn-secondary h-10" isDisabled={busy} onPress={() => void setStatus('open')}>
            {t('admin::reopenItem')}
          </Button>
        )}
      </div>
      {replying ? (
        <ReplyDialog
          title={replyTitle}
          onClose={() => setReplying(false)}
          send={async (message) => {
            await reply(message)
            notify({ type: 'success', note: t('admin::replied') })
            void refresh()
          }}
        />
      ) : null}
    </>
  )
}
