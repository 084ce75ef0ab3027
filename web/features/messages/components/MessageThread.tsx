import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { productName } from '../../../../domain/brand'
import { messagesApi } from '../../../../domain/contract/messages'
import { maxMessageLength, NewMessageRequest, type ThreadMessage } from '../../../../domain/schemas/messages'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useForm } from '../../../components/form/use-form'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { call } from '../../../lib/api'
import { messageKeys, threadPollMs, threadQuery } from '../queries'
import { messageDay } from '../time'

export interface MessageThreadProps {
  contactId: number
  /** The side the caller is on: their own messages are on the right, the other side's on the left. */
  viewer: 'customer' | 'company'
}

/**
 * One contact's messages for either side (spec `message_modal`): the newest at the bottom and in view
 * when it opens and whenever one arrives, new messages from the other side read out (aria-live), and a
 * composer below while the thread takes messages.
 */
export function MessageThread({ contactId, viewer }: MessageThreadProps) {
  const { t } = useTranslation('messages')
  const query = useQuery({ ...threadQuery(contactId), refetchInterval: threadPollMs })
  const queryClient = useQueryClient()
  // Every fetch of the thread marked it read on the server: the badge and the lists follow at once.
  useEffect(() => {
    if (query.dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: messageKeys.inboxes })
  }, [query.dataUpdatedAt, queryClient])
  const listRef = useRef<HTMLOListElement>(null)
  const count = query.data?.messages.length ?? 0
  const announcement = useArrivals(query.data?.messages, (m) =>
    t('thread::newFrom', { name: senderName(m), body: m.body }),
  )
  // Counts the messages sent from here: each one is said once ('Beskeden er sendt.'), a new node each time.
  const [sent, setSent] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the number of messages changes
  useLayoutEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [count])

  function senderName(m: ThreadMessage) {
    if (m.mine) return t('thread::you')
    if (m.sender === 'system') return t('thread::system', { product: productName })
    // The company reads 'Kunden' until it is hired; then the API names the customer (decision 012).
    return query.data?.counterpart ?? (viewer === 'customer' ? '' : t('thread::customer'))
  }

  if (query.isPending) return <LoadingStatus>{t('thread::loading')}</LoadingStatus>
  if (query.isError)
    return (
      <LoadFailed
        error={query.error}
        fallback={t('thread::loadError')}
        onRetry={() => void query.refetch()}
      />
    )

  const thread = query.data
  return (
    // No landmark of its own: the dialog or section that holds it names it.
    <div className="flex min-w-0 flex-col gap-3" data-thread={contactId}>
      {thread.messages.length === 0 ? (
        <p className="m-0 text-ink-500">{t('thread::empty')}</p>
      ) : (
        <ol
          ref={listRef}
          aria-label={t('thread::title')}
          // A scroller the keyboard can reach: it holds the history above the newest message.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled by keyboard
          tabIndex={0}
          className="m-0 flex max-h-[55vh] list-none flex-col gap-3 overflow-y-auto overscroll-contain rounded-lg bg-gray-50 p-3 outline-none focus-visible:(outline-2 outline-brand-500)"
        >
          {thread.messages.map((m) => (
            <MessageBubble key={m.id} message={m} sender={senderName(m)} />
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <p role="status" className="sr-only">
        {sent > 0 ? <span key={sent}>{t('thread::sent')}</span> : null}
      </p>
      {thread.canWrite ? (
        <>
          {thread.replyOnly ? <p className="m-0 text-sm text-ink-700">{t('thread::replyOnly')}</p> : null}
          <Composer contactId={contactId} onSent={() => setSent((n) => n + 1)} />
        </>
      ) : (
        <p className="m-0 rounded-lg bg-gray-100 px-3 py-2 text-sm text-ink-700">
          {thread.declined && viewer === 'customer' ? t('thread::closedCustomer') : t('thread::closed')}
        </p>
      )}
    </div>
  )
}

function MessageBubble({ message, sender }: { message: ThreadMessage; sender: string }) {
  const { t } = useTranslation('messages')
  const when = messageDay(message.createdAt)
  const time =
    when.day === 'date' ? `${when.date} ${when.time}` : t(`thread::${when.day}`, { time: when.time })
  const label =
    message.kind === 'decline'
      ? t('thread::declineLabel')
      : message.kind === 'reply'
        ? t('thread::replyLabel')
        : null
  return (
    <li
      data-message={message.id}
      className={`flex max-w-[85%] flex-col gap-1 rounded-xl px-3 py-2 ${
        message.mine ? 'self-end bg-brand-50 text-ink-900' : 'self-start bg-white text-ink-900 shadow-sm'
      }`}
    >
      <p className="m-0 flex flex-wrap items-baseline gap-x-2 text-xs text-ink-500">
        <span className="font-semibold text-ink-700">{sender}</span>
        <time dateTime={new Date(message.createdAt * 1000).toISOString()}>{time}</time>
        {label ? <span className="rounded bg-gray-200 px-1.5 text-ink-700">{label}</span> : null}
      </p>
      <p className="m-0 whitespace-pre-wrap break-words">{message.body}</p>
      {message.mine && message.readAt !== null ? (
        <p className="m-0 self-end text-xs text-ink-500">{t('thread::read')}</p>
      ) : null}
    </li>
  )
}

/**
 * The text to read out when messages from the other side arrive after the thread was first shown (the
 * history already on screen is not read out).
 */
function useArrivals(messages: ThreadMessage[] | undefined, describe: (m: ThreadMessage) => string) {
  const seen = useRef<number | null>(null)
  const [text, setText] = useState('')
  useEffect(() => {
    if (!messages) return
    const newest = messages.at(-1)?.id ?? 0
    if (seen.current !== null) {
      const arrived = messages.filter((m) => m.id > (seen.current ?? 0) && !m.mine)
      if (arrived.length > 0) setText(arrived.map(describe).join(' '))
    }
    seen.current = Math.max(seen.current ?? 0, newest)
  }, [messages, describe])
  return text
}

function Composer({ contactId, onSent }: { contactId: number; onSent: () => void }) {
  const { t } = useTranslation('messages')
  const queryClient = useQueryClient()
  const form = useForm({
    initial: { msg: '' },
    schema: NewMessageRequest,
    submit: async (data) => {
      const { message } = await call(messagesApi.send, {
        params: { contactId: String(contactId) },
        body: data,
      })
      form.set('msg', '')
      onSent()
      queryClient.setQueryData(threadQuery(contactId).queryKey, (thread) =>
        thread ? { ...thread, messages: [...thread.messages, message] } : thread,
      )
      // The flags may change with it (a reply to a decline closes the thread).
      await queryClient.invalidateQueries({ queryKey: messageKeys.thread(contactId) })
    },
  })
  return (
    <Form form={form} className="flex flex-col gap-2" aria-label={t('thread::composer')}>
      <FormSummary />
      <TextAreaField name="msg" label={t('thread::composer')} rows={3} maxLength={maxMessageLength} />
      <SubmitButton
        label={t('thread::send')}
        pendingLabel={t('thread::sending')}
        className="btn-primary h-11 self-end px-6"
      />
    </Form>
  )
}

/** A thread or the inbox that did not load: why, and 'Prøv igen'. */
